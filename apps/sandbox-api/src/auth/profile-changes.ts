import type { Database } from "better-sqlite3";
import { hasRealEmail, type UpdateUserDetailsPayload } from "@casino/api-client";
import { ApiError, badRequest } from "../http/errors.ts";
import { findUserByEmail, findUserByPhone, type UserColumns, type UserRow } from "../repos/users.ts";
import { emptyToNull, isEmail, lockedFields, type LockableField } from "../rules/profile.ts";
import { checkDateOfBirth, checkName, normalisePhone } from "./sign-up-rules.ts";

/** The status a KYC reset returns to (the users table default). */
export const KYC_INITIAL_STATUS = "NOT_STARTED";

const lockColumn: Record<LockableField, keyof UserColumns> = {
  email: "email",
  firstName: "first_name",
  lastName: "last_name",
  phoneCode: "phone_code",
  phone: "phone",
  dateOfBirth: "date_of_birth",
  countryCode: "country_code",
  address: "address",
};
const kycColumns: (keyof UserColumns)[] = ["first_name", "last_name", "date_of_birth", "address", "city", "zip_code", "country_code"];

export interface ProfileChanges {
  changes: Partial<UserColumns>;
  emailChanged: boolean;
}

/**
 * The users columns a profile save changes, after spec §5 normalisation (empty -> null, gender "" -> "Not to
 * say", address null -> "", empty zipCode left out, dateOfBirth -> YYYY-MM-DD). A field the form leaves out is
 * not touched; an empty e-mail means "keep". Changing a spec §4 locked field answers 409 FIELD_LOCKED.
 */
export function profileChanges(db: Database, user: UserRow, body: UpdateUserDetailsPayload, now: Date): ProfileChanges {
  const next: Partial<UserColumns> = {};
  const has = (key: keyof UpdateUserDetailsPayload) => body[key] !== undefined;

  const email = emptyToNull(body.email)?.toLowerCase() ?? null;
  if (email !== null && email !== user.email.toLowerCase()) {
    if (!isEmail(email) || !hasRealEmail(email)) throw badRequest("Invalid email", "INVALID_EMAIL");
    if (findUserByEmail(db, email)) throw new ApiError(409, "EMAIL_TAKEN", "This email is already registered");
    next.email = email;
  }
  if (has("firstName")) next.first_name = checkName(body.firstName);
  if (has("lastName")) next.last_name = checkName(body.lastName);
  if (has("nickname")) next.nickname = checkName(body.nickname);
  if (has("city")) next.city = checkName(body.city);
  if (has("address")) next.address = emptyToNull(body.address) ?? "";
  if (emptyToNull(body.zipCode) !== null) next.zip_code = emptyToNull(body.zipCode);
  if (has("countryCode")) next.country_code = emptyToNull(body.countryCode)?.toUpperCase() ?? null;
  if (has("dateOfBirth")) next.date_of_birth = checkDateOfBirth(emptyToNull(body.dateOfBirth), now);
  if (has("gender")) next.gender = body.gender ? body.gender : "Not to say";
  if (has("preferredLanguage")) next.preferred_language = body.preferredLanguage!;
  if (has("newsLetter")) next.news_letter = body.newsLetter ? 1 : 0;
  if (has("phone") || has("phoneCode")) {
    const phone = normalisePhone(
      has("phoneCode") ? (body.phoneCode ?? null) : user.phone_code,
      has("phone") ? (body.phone ?? null) : user.phone,
    );
    if (phone.phone !== null && phone.phone !== user.phone) {
      const owner = findUserByPhone(db, phone.phone_code!, phone.phone);
      if (owner && owner.id !== user.id) throw new ApiError(409, "PHONE_TAKEN", "This phone is already registered");
    }
    Object.assign(next, phone);
  }

  // Only real changes count: the form sends locked fields back unchanged.
  for (const key of Object.keys(next) as (keyof UserColumns)[]) {
    if (next[key] === user[key]) delete next[key];
  }
  for (const field of lockedFields({
    isEmailVerified: user.is_email_verified === 1,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    dateOfBirth: user.date_of_birth,
    kycStatus: user.kyc_status,
  })) {
    if (lockColumn[field] in next) throw new ApiError(409, "FIELD_LOCKED", `${field} cannot be changed any more`);
  }

  const emailChanged = next.email !== undefined;
  if (emailChanged) next.is_email_verified = 0;
  if (body.onChangeResetKyc && kycColumns.some((column) => column in next)) next.kyc_status = KYC_INITIAL_STATUS;
  return { changes: next, emailChanged };
}
