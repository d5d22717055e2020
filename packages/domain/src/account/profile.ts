import { MINIMUM_AGE_YEARS, PLACEHOLDER_DATE_OF_BIRTH, toIsoDate, yearsBefore } from "./personal.ts";

/** What the lock rules look at (a subset of spec §3 User). */
export interface ProfileLockInput {
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  phoneCode: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  kycStatus: string;
}

export const LOCKABLE_PROFILE_FIELDS = [
  "email",
  "firstName",
  "lastName",
  "phoneCode",
  "phone",
  "dateOfBirth",
  "countryCode",
  "address",
] as const;
export type LockableProfileField = (typeof LOCKABLE_PROFILE_FIELDS)[number];
export type ProfileLocks = Record<LockableProfileField, boolean>;

/** The KYC status that locks the address (spec §4). */
export const KYC_STATUS_APPROVED = "APPROVED";

const filled = (value: string | null | undefined): value is string => value !== null && value !== undefined && value.trim() !== "";

/** A date of birth the player really gave: not empty and not the 1900-01-01 placeholder. */
export const hasRealDateOfBirth = (value: string | null | undefined): boolean =>
  filled(value) && toIsoDate(value) !== PLACEHOLDER_DATE_OF_BIRTH;

/**
 * Spec §4: which profile fields are read-only (true). E-mail once verified; first/last name when non-empty;
 * phone code and phone once a phone number is present; date of birth unless empty or 1900-01-01; country
 * once the date of birth is set (same test); address when kycStatus is APPROVED. The same rules as the
 * sandbox back end (rules/profile.ts lockedFields), which answers FIELD_LOCKED to a changed locked field.
 */
export function profileLocks(user: ProfileLockInput): ProfileLocks {
  const phone = filled(user.phone);
  const dateOfBirth = hasRealDateOfBirth(user.dateOfBirth);
  return {
    email: user.isEmailVerified,
    firstName: filled(user.firstName),
    lastName: filled(user.lastName),
    phoneCode: phone,
    phone,
    dateOfBirth,
    countryCode: dateOfBirth,
    address: user.kycStatus === KYC_STATUS_APPROVED,
  };
}

/**
 * The date of birth the profile form shows (YYYY-MM-DD), "" when none. The 1900-01-01 placeholder is shown
 * as the date 18 years before `now` (UTC date; 29 February gives 28 February).
 */
export function displayDateOfBirth(user: { dateOfBirth: string | null }, now: Date): string {
  if (!filled(user.dateOfBirth)) return "";
  const date = toIsoDate(user.dateOfBirth);
  if (date === PLACEHOLDER_DATE_OF_BIRTH) return yearsBefore(now.toISOString().slice(0, 10), MINIMUM_AGE_YEARS);
  return date ?? "";
}

/** The profile form's values; only the keys present are sent (spec: send only what the form shows). */
export interface ProfileForm {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
  countryCode?: string | null;
  /** YYYY-MM-DD, an ISO date-time, or the picker's Date (its local day). */
  dateOfBirth?: string | Date | null;
  phoneCode?: string | null;
  phone?: string | null;
  gender?: string | null;
  preferredLanguage?: string;
  newsLetter?: boolean;
}

export interface ProfileSave {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  address?: string;
  zipCode?: string;
  city?: string | null;
  countryCode?: string | null;
  dateOfBirth?: string | null;
  phoneCode?: string | null;
  phone?: string | null;
  gender?: string;
  preferredLanguage?: string;
  newsLetter?: boolean;
}

/** Spec §3: the gender an empty choice becomes. */
export const GENDER_NOT_TO_SAY = "Not to say";

const TEXT_KEYS = ["email", "firstName", "lastName", "nickname", "city", "countryCode", "phoneCode", "phone"] as const;
const emptyToNull = (value: string | null | undefined): string | null => (filled(value) ? value.trim() : null);

/**
 * Spec §5 profile save: texts trimmed, empty ones sent as null; dateOfBirth as YYYY-MM-DD (null when empty
 * or not a date); empty gender becomes "Not to say"; address defaults to ""; an empty zipCode is left out.
 * Keys the form does not have are left out too, so a hidden or locked field is never overwritten.
 */
export function normaliseProfileSave(form: ProfileForm): ProfileSave {
  const save: ProfileSave = {};
  for (const key of TEXT_KEYS) if (key in form) save[key] = emptyToNull(form[key]);
  if ("dateOfBirth" in form) {
    const value = form.dateOfBirth;
    save.dateOfBirth = value instanceof Date || filled(value) ? (toIsoDate(value) ?? null) : null;
  }
  if ("gender" in form) save.gender = emptyToNull(form.gender) ?? GENDER_NOT_TO_SAY;
  if ("address" in form) save.address = form.address?.trim() ?? "";
  if ("zipCode" in form && filled(form.zipCode)) save.zipCode = form.zipCode.trim();
  if (form.preferredLanguage !== undefined) save.preferredLanguage = form.preferredLanguage;
  if (form.newsLetter !== undefined) save.newsLetter = form.newsLetter;
  return save;
}

/** What the option builders need of a country (spec §3: code, name, phoneCode, flag). */
export interface CountryLike {
  code: string;
  phoneCode: string;
}

/** The country left out of phone codes (Åland shares +358 with Finland). */
export const PHONE_CODE_EXCLUDED_COUNTRY = "AX";

/** Spec §5: phone codes deduplicated, AX excluded, sorted by number (+1, +7, +20, +44, +358, ...). */
export function phoneCodeOptions(countries: readonly CountryLike[]): string[] {
  const codes = new Set<string>();
  for (const country of countries) {
    if (country.code.toUpperCase() === PHONE_CODE_EXCLUDED_COUNTRY) continue;
    const digits = country.phoneCode.trim().replace(/^\+/, "");
    if (/^\d+$/.test(digits)) codes.add(`+${digits}`);
  }
  return [...codes].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b));
}

/** Spec §5: countries deduplicated by code (case-insensitive, first one kept, order kept). */
export function countryOptions<T extends { code: string }>(countries: readonly T[]): T[] {
  const seen = new Set<string>();
  return countries.filter((country) => {
    const code = country.code.toUpperCase();
    if (seen.has(code)) return false;
    seen.add(code);
    return true;
  });
}
