import type { Hono } from "hono";
import { ForgotPasswordPayloadSchema, ResetPasswordPayloadSchema, hasRealEmail } from "@casino/api-client";
import { LOGIN_REDIRECT, sendResetCode, sendResetLink } from "../auth/messages.ts";
import { hashPassword } from "../auth/password.ts";
import { checkPassword } from "../auth/sign-up-rules.ts";
import { hashToken } from "../auth/tokens.ts";
import { redirectBase } from "../auth/visitor.ts";
import type { AppDeps } from "../context.ts";
import { badRequest } from "../http/errors.ts";
import { readBody } from "../http/validate.ts";
import {
  MAX_CODE_ATTEMPTS,
  countFailedAttempt,
  findAuthToken,
  findOpenAuthToken,
  markAuthTokenUsed,
  smsCodeHash,
  type AuthTokenRow,
} from "../repos/auth-tokens.ts";
import { endUserSessions } from "../repos/sessions.ts";
import { findUserByEmail, findUserByPhone, updateUser } from "../repos/users.ts";

const invalid = () => badRequest("This reset link or code is not valid", "INVALID_RESET_TOKEN");
const expired = () => badRequest("This reset link or code has expired", "RESET_TOKEN_EXPIRED");

/** POST /api/user/forgot-password (e-mail link or SMS code), POST /api/user/reset-password. */
export function registerPasswordResetRoutes(app: Hono, { db, clock }: AppDeps): void {
  // Same answer whether or not an account matches: the form must not reveal who is registered.
  app.post("/api/user/forgot-password", async (c) => {
    const body = await readBody(c, ForgotPasswordPayloadSchema);
    const now = clock();
    db.transaction(() => {
      if ("email" in body) {
        const user = findUserByEmail(db, body.email);
        if (user && hasRealEmail(user.email)) sendResetLink(db, { user, redirectBase: redirectBase(c, body.redirectBase), now });
      } else {
        const user = findUserByPhone(db, body.phoneCode.replace(/^\+/, ""), body.phone.trim());
        if (user?.phone && user.phone_code) sendResetCode(db, { user: { ...user, phone: user.phone, phone_code: user.phone_code }, now });
      }
    })();
    return c.json({ success: true, message: "If an account matches, we have sent instructions to reset the password" });
  });

  app.post("/api/user/reset-password", async (c) => {
    const body = await readBody(c, ResetPasswordPayloadSchema);
    const now = clock();
    let row: AuthTokenRow | undefined;
    if ("token" in body) {
      row = findAuthToken(db, "reset-password", hashToken(body.token));
      if (!row || row.channel !== "email" || row.used_at !== null) throw invalid();
    } else {
      const user = findUserByPhone(db, body.phoneCode.replace(/^\+/, ""), body.phone.trim());
      row = user && findOpenAuthToken(db, user.id, "reset-password");
      if (!row || row.channel !== "sms" || row.attempts >= MAX_CODE_ATTEMPTS) throw invalid();
      if (row.token_hash !== smsCodeHash(row.user_id, body.code.trim())) {
        countFailedAttempt(db, row.id);
        throw invalid();
      }
    }
    if (row.expires_at <= now.toISOString()) throw expired();
    checkPassword(body.newPassword);
    const { id, user_id } = row;
    db.transaction(() => {
      updateUser(db, user_id, { password_hash: hashPassword(body.newPassword) }, now);
      markAuthTokenUsed(db, id, now);
      endUserSessions(db, user_id, "SECURITY_LOGOUT", now);
    })();
    return c.json({ success: true, data: { redirectTo: LOGIN_REDIRECT } });
  });
}
