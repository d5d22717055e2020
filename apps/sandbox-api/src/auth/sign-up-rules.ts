import type { Database } from "better-sqlite3";
import { hasRealEmail, type SignUpPayload } from "@casino/api-client";
import { tableExists } from "../db/table-exists.ts";
import { ApiError, badRequest } from "../http/errors.ts";
import { findUserByEmail, findUserByPhone, findUserByUsername, freeUsername, placeholderEmail, type NewUser } from "../repos/users.ts";
import { emptyToNull, isDigits, isEmail, isOldEnough, normaliseDate } from "../rules/profile.ts";
import { generatePassword, hashPassword } from "./password.ts";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 255;
const NAME_MAX = 255;

/** Spec §5 password length; the brand's stricter formFieldsValidation rules are the form's job. */
export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw badRequest(`Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`, "INVALID_PASSWORD");
  }
}

/** Phone code (with or without "+") and number, digits only, 8 to 15 digits together (E.164). */
export function normalisePhone(phoneCode: string | null, phone: string | null): { phone_code: string | null; phone: string | null } {
  const code = emptyToNull(phoneCode)?.replace(/^\+/, "") ?? null;
  const number = emptyToNull(phone);
  if (number === null) return { phone_code: code, phone: null };
  if (code === null || !isDigits(code) || !isDigits(number)) throw badRequest("Phone must be digits only", "INVALID_PHONE");
  const length = code.length + number.length;
  if (length < 8) throw badRequest("Phone number is too short", "PHONE_TOO_SHORT");
  if (length > 15) throw badRequest("Phone number is too long", "PHONE_TOO_LONG");
  return { phone_code: code, phone: number };
}

export function checkDateOfBirth(value: string | null, now: Date): string | null {
  if (value === null) return null;
  const date = normaliseDate(value);
  if (!date || !isOldEnough(date, now)) throw badRequest("invalid dob", "INVALID_DOB");
  return date;
}

export function checkName(value: string | null | undefined): string | null {
  const name = emptyToNull(value);
  if (name !== null && name.length > NAME_MAX) throw badRequest(`Names have at most ${NAME_MAX} characters`, "NAME_TOO_LONG");
  return name;
}

function checkCurrency(db: Database, code: string): void {
  if (!tableExists(db, "currencies") || db.prepare("SELECT count(*) FROM currencies").pluck().get() === 0) return;
  if (!db.prepare("SELECT 1 FROM currencies WHERE code = ?").get(code)) throw badRequest("Unknown currency", "INVALID_CURRENCY");
}

/**
 * Validates a sign-up and turns it into a users row. Full form: names/date of birth; short form: e-mail or
 * phone + password; 1-click: no password, so one is generated (returned once as `generatedPassword`).
 */
export function newUserFromSignUp(db: Database, body: SignUpPayload, brand: string | null, now: Date): NewUser & { generatedPassword?: string } {
  const email = emptyToNull(body.email)?.toLowerCase() ?? null;
  if (email !== null && (!isEmail(email) || !hasRealEmail(email))) throw badRequest("Invalid email", "INVALID_EMAIL");
  const { phone_code, phone } = normalisePhone(body.phoneCode ?? null, body.phone ?? null);
  const oneClick = body.password === undefined || body.password === "";
  if (!oneClick) checkPassword(body.password!);
  if (!oneClick && email === null && phone === null) throw badRequest("Email or phone is required", "EMAIL_OR_PHONE_REQUIRED");

  const requestedName = emptyToNull(body.username);
  if (requestedName !== null && !/^[A-Za-z0-9_.-]{3,30}$/.test(requestedName)) {
    throw badRequest("Username: 3 to 30 letters, digits, '.', '_' or '-'", "INVALID_USERNAME");
  }
  if (email !== null && findUserByEmail(db, email)) throw new ApiError(409, "EMAIL_TAKEN", "This email is already registered");
  if (requestedName !== null && findUserByUsername(db, requestedName)) throw new ApiError(409, "USERNAME_TAKEN", "This username is taken");
  if (phone !== null && findUserByPhone(db, phone_code!, phone)) throw new ApiError(409, "PHONE_TAKEN", "This phone is already registered");

  const currency = (emptyToNull(body.currencyCode) ?? "EUR").toUpperCase();
  checkCurrency(db, currency);
  const username = requestedName ?? freeUsername(db);
  const generatedPassword = oneClick ? generatePassword() : undefined;
  const first_name = checkName(body.firstName);
  const last_name = checkName(body.lastName);
  const date_of_birth = checkDateOfBirth(emptyToNull(body.dateOfBirth), now);
  const full = first_name !== null || last_name !== null || date_of_birth !== null;

  return {
    username,
    email: email ?? placeholderEmail(username),
    password_hash: hashPassword(generatedPassword ?? body.password!),
    registration_type: oneClick ? "one-click" : full ? "full" : "short",
    brand,
    first_name,
    last_name,
    nickname: checkName(body.nickname),
    address: emptyToNull(body.address) ?? "",
    zip_code: emptyToNull(body.zipCode),
    city: checkName(body.city),
    country_code: emptyToNull(body.countryCode)?.toUpperCase() ?? null,
    currency_code: currency,
    date_of_birth,
    phone_code,
    phone,
    gender: body.gender ? body.gender : "Not to say",
    preferred_language: body.preferredLanguage ?? "en",
    news_letter: body.newsLetter ? 1 : 0,
    subscribe: body.subscribe ? 1 : 0,
    cpnc: emptyToNull(body.cpnc),
    mkt: emptyToNull(body.mkt),
    affiliate_token: emptyToNull(body.token),
    device_type: body.userDeviceType ?? null,
    first_url: emptyToNull(body.firstUrl),
    ...(generatedPassword === undefined ? {} : { generatedPassword }),
  };
}
