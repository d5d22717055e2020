import type { Hono } from "hono";
import { LoginPayloadSchema, LogoutPayloadSchema, SignUpPayloadSchema, hasRealEmail } from "@casino/api-client";
import { burnPasswordCheck, verifyPassword } from "../auth/password.ts";
import { sendVerificationLink } from "../auth/messages.ts";
import { newUserFromSignUp } from "../auth/sign-up-rules.ts";
import { apiOrigin, redirectBase, requestIp, visitorCountry } from "../auth/visitor.ts";
import type { AppDeps } from "../context.ts";
import { bearerToken } from "../http/auth.ts";
import { badRequest, notFound, unauthorized } from "../http/errors.ts";
import { assertNotFrozen } from "../http/guards.ts";
import { readBody } from "../http/validate.ts";
import { resolveBrand } from "../repos/brands.ts";
import { attachReferral, findReferrerByCode } from "../repos/referral-program.ts";
import { createSession, endSession, findSession, previousLogin } from "../repos/sessions.ts";
import { findUserByLogin, insertUser } from "../repos/users.ts";

const invalidCredentials = () => badRequest("Invalid email or password", "INVALID_CREDENTIALS");

/** POST /api/user/login, /sign-up, /logout (spec §7). */
export function registerAuthRoutes(app: Hono, { db, clock }: AppDeps): void {
  app.post("/api/user/login", async (c) => {
    const body = await readBody(c, LoginPayloadSchema);
    const user = findUserByLogin(db, body.email);
    if (!user) {
      await burnPasswordCheck(body.password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(body.password, user.password_hash))) throw invalidCredentials();
    const now = clock();
    // Only after the password: a stranger must not learn that the account is frozen.
    assertNotFrozen(db, user.id, now);
    const { token, session } = createSession(db, {
      userId: user.id,
      now,
      ip: requestIp(c),
      location: visitorCountry(c),
    });
    return c.json({
      success: true,
      data: {
        accessToken: token,
        lastLogin: previousLogin(db, user.id, session.id),
        locale: user.preferred_language,
        cpnc: body.cpnc ?? user.cpnc,
        userId: user.id,
      },
    });
  });

  app.post("/api/user/sign-up", async (c) => {
    const body = await readBody(c, SignUpPayloadSchema);
    const now = clock();
    const brand = resolveBrand(db, c.req.header("x-system-token"));
    // Restricted when the visitor is in a listed country or names one as home (spec §5, brand's excluded list).
    const restricted = brand?.settings["excludedCountryCodeList"];
    const country = visitorCountry(c);
    const claimed = body.countryCode?.trim().toUpperCase();
    if (Array.isArray(restricted) && (restricted.includes(country) || (claimed && restricted.includes(claimed)))) {
      throw badRequest("Registration is not available in your country", "REGISTRATION_RESTRICTED");
    }
    const { generatedPassword, ...fields } = newUserFromSignUp(db, body, brand?.brand ?? null, now);
    // A referral code the link carried must name a player: the form says so and the visitor signs up without it.
    if (body.referralCode?.trim() && findReferrerByCode(db, body.referralCode) === undefined) {
      throw notFound("Unknown referral code", "REFERRAL_NOT_FOUND");
    }
    const { user, token } = db.transaction(() => {
      const user = insertUser(db, fields, now);
      const { token } = createSession(db, { userId: user.id, now, ip: requestIp(c), location: country });
      // The ?ref= code of a referral link (known: checked above).
      if (body.referralCode) attachReferral(db, user.id, body.referralCode);
      if (hasRealEmail(user.email)) {
        sendVerificationLink(db, { user, apiOrigin: apiOrigin(c), redirectBase: redirectBase(c, body.redirectBase), now });
      }
      return { user, token };
    })();
    return c.json({
      success: true,
      data: {
        accessToken: token,
        createUser: {
          userId: user.id,
          username: user.username,
          email: user.email,
          currencyCode: user.currency_code,
          countryCode: user.country_code,
          createdAt: user.created_at,
          registrationType: user.registration_type,
          ...(generatedPassword === undefined ? {} : { password: generatedPassword }),
        },
      },
    });
  });

  // Idempotent: a token that has already ended or expired still answers success (the goal is reached).
  app.post("/api/user/logout", async (c) => {
    const { reason } = await readBody(c, LogoutPayloadSchema);
    const token = bearerToken(c);
    if (!token) throw unauthorized("Not authenticated");
    const session = findSession(db, token);
    if (session) endSession(db, session.id, reason, clock());
    return c.json({ success: true, message: "Logged out" });
  });
}
