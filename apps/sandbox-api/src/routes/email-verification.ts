import type { Context, Hono } from "hono";
import {
  RegistrationCredentialsPayloadSchema,
  SendVerificationEmailPayloadSchema,
  VerifyEmailPayloadSchema,
  hasRealEmail,
  type VerifyEmailResult,
} from "@casino/api-client";
import { LOGIN_REDIRECT, VERIFY_EXPIRED_REDIRECT, sendVerificationLink } from "../auth/messages.ts";
import { verifyPassword } from "../auth/password.ts";
import { hashToken } from "../auth/tokens.ts";
import { apiOrigin, redirectBase } from "../auth/visitor.ts";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { ApiError, badRequest, forbidden } from "../http/errors.ts";
import { readBody, readQuery } from "../http/validate.ts";
import { findAuthToken, markAuthTokenUsed } from "../repos/auth-tokens.ts";
import { sendMail } from "../repos/outbox.ts";
import { findUserById, updateUser } from "../repos/users.ts";
import { isEmail } from "../rules/profile.ts";

/** E-mail verification (send, verify by link or by SPA call) and the 1-click credentials e-mail. */
export function registerEmailVerificationRoutes(app: Hono, { db, clock }: AppDeps): void {
  const userOf = (c: Context) => {
    const user = findUserById(db, requireUser(c).userId);
    if (!user) throw forbidden();
    return user;
  };

  app.post("/api/user/send-verification-email", async (c) => {
    const user = userOf(c);
    const body = await readBody(c, SendVerificationEmailPayloadSchema);
    if (!hasRealEmail(user.email)) throw badRequest("Add an e-mail address to your profile first", "NO_EMAIL");
    if (user.is_email_verified) throw new ApiError(409, "EMAIL_ALREADY_VERIFIED", "Your e-mail is already verified");
    sendVerificationLink(db, { user, apiOrigin: apiOrigin(c), redirectBase: redirectBase(c, body.redirectBase), now: clock() });
    return c.json({ success: true, message: "Verification e-mail sent" });
  });

  /** Checks a token and verifies its address; the answer says where the player goes next (spec §2). */
  const verify = (token: string): VerifyEmailResult & { base: string } => {
    const now = clock();
    const row = findAuthToken(db, "verify-email", hashToken(token));
    const user = row && findUserById(db, row.user_id);
    const outcome = (result: VerifyEmailResult["result"]) => ({
      result,
      redirectTo: result === "verified" || result === "already-verified" ? LOGIN_REDIRECT : VERIFY_EXPIRED_REDIRECT,
      base: row?.redirect_base ?? "",
    });
    // A link sent to an address the player has since replaced proves nothing about the new one.
    if (!row || !user || user.email.toLowerCase() !== row.sent_to.toLowerCase()) return outcome("invalid");
    if (user.is_email_verified) return outcome("already-verified");
    if (row.used_at !== null || row.expires_at <= now.toISOString()) return outcome("expired");
    db.transaction(() => {
      markAuthTokenUsed(db, row.id, now);
      updateUser(db, user.id, { is_email_verified: 1 }, now);
    })();
    return outcome("verified");
  };

  app.get("/api/user/verify-email", (c) => {
    const { token } = readQuery(c, VerifyEmailPayloadSchema);
    const { base, redirectTo } = verify(token);
    return c.redirect(`${base}${redirectTo}`, 302);
  });

  app.post("/api/user/verify-email", async (c) => {
    const { token } = await readBody(c, VerifyEmailPayloadSchema);
    const { base: _base, ...data } = verify(token);
    return c.json({ success: true, data });
  });

  app.post("/api/user/send-registration-credentials", async (c) => {
    const user = userOf(c);
    const body = await readBody(c, RegistrationCredentialsPayloadSchema);
    const email = body.email.trim().toLowerCase();
    if (!isEmail(email) || !hasRealEmail(email)) throw badRequest("Invalid email", "INVALID_EMAIL");
    const matches = body.username.trim().toLowerCase() === user.username.toLowerCase() && (await verifyPassword(body.password, user.password_hash));
    if (!matches) throw badRequest("These are not your credentials", "INVALID_CREDENTIALS");
    sendMail(
      db,
      {
        to: email,
        kind: "registration-credentials",
        subject: "Your account details",
        body: `Keep these details safe.\nusername: ${user.username}\npassword: ${body.password}`,
      },
      clock(),
    );
    return c.json({ success: true, message: "Credentials sent" });
  });
}
