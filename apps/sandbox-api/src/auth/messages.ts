import type { Database } from "better-sqlite3";
import { hashToken, newSmsCode, newToken } from "./tokens.ts";
import { issueAuthToken, smsCodeHash } from "../repos/auth-tokens.ts";
import { sendMail, sendSms } from "../repos/outbox.ts";
import type { UserRow } from "../repos/users.ts";

export const VERIFY_EMAIL_TTL_SECONDS = 24 * 3600;
export const RESET_LINK_TTL_SECONDS = 3600;
export const RESET_CODE_TTL_SECONDS = 15 * 60;

/** Spec §2 targets after e-mail verification or a password reset (the client adds "/design" in that setup). */
export const LOGIN_REDIRECT = "/casino?modal=login";
export const VERIFY_EXPIRED_REDIRECT = "/?modal=verify-email-expired";

export const phoneNumber = (phoneCode: string, phone: string) => `+${phoneCode.replace(/^\+/, "")}${phone}`;

/** E-mails a verification link to the API (GET /api/user/verify-email), valid 24 h; older links stop working. */
export function sendVerificationLink(
  db: Database,
  { user, apiOrigin, redirectBase, now }: { user: UserRow; apiOrigin: string; redirectBase: string; now: Date },
): void {
  const token = newToken();
  issueAuthToken(db, {
    userId: user.id,
    purpose: "verify-email",
    channel: "email",
    tokenHash: hashToken(token),
    sentTo: user.email,
    redirectBase,
    ttlSeconds: VERIFY_EMAIL_TTL_SECONDS,
    now,
  });
  const link = `${apiOrigin}/api/user/verify-email?token=${token}`;
  sendMail(
    db,
    {
      to: user.email,
      kind: "verify-email",
      subject: "Confirm your e-mail address",
      body: `Hello ${user.first_name ?? user.username},\nconfirm your e-mail address within 24 hours: ${link}\ntoken: ${token}`,
    },
    now,
  );
}

/** E-mails a link to the front end's reset form (`?modal=reset-password&token=`), valid 1 h. */
export function sendResetLink(db: Database, { user, redirectBase, now }: { user: UserRow; redirectBase: string; now: Date }): void {
  const token = newToken();
  issueAuthToken(db, {
    userId: user.id,
    purpose: "reset-password",
    channel: "email",
    tokenHash: hashToken(token),
    sentTo: user.email,
    redirectBase,
    ttlSeconds: RESET_LINK_TTL_SECONDS,
    now,
  });
  sendMail(
    db,
    {
      to: user.email,
      kind: "reset-password",
      subject: "Reset your password",
      body: `Set a new password within 1 hour: ${redirectBase}/?modal=reset-password&token=${token}\ntoken: ${token}`,
    },
    now,
  );
}

/** Texts a 6-digit reset code, valid 15 minutes. */
export function sendResetCode(db: Database, { user, now }: { user: UserRow & { phone: string; phone_code: string }; now: Date }): void {
  const code = newSmsCode();
  const to = phoneNumber(user.phone_code, user.phone);
  issueAuthToken(db, {
    userId: user.id,
    purpose: "reset-password",
    channel: "sms",
    tokenHash: smsCodeHash(user.id, code),
    sentTo: to,
    ttlSeconds: RESET_CODE_TTL_SECONDS,
    now,
  });
  sendSms(db, { to, kind: "reset-password", body: `Your password reset code: ${code} (valid 15 minutes)` }, now);
}
