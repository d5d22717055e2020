import { KYC_APPROVED, PLACEHOLDER_DATE_OF_BIRTH } from "@casino/api-client";

// Spec §4 profile locks and §5 save normalisation, applied by the server so a hand-made request cannot
// change what the form shows read-only. Pure: the caller passes `now`.

export const MINIMUM_AGE = 18;

export interface LockState {
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  kycStatus: string;
}

export type LockableField = "email" | "firstName" | "lastName" | "phoneCode" | "phone" | "dateOfBirth" | "countryCode" | "address";

const filled = (value: string | null) => value !== null && value.trim() !== "";
export const isRealDateOfBirth = (value: string | null) => filled(value) && value !== PLACEHOLDER_DATE_OF_BIRTH;

/** The fields that are read-only once set (spec §4). */
export function lockedFields(user: LockState): Set<LockableField> {
  const locked = new Set<LockableField>();
  if (user.isEmailVerified) locked.add("email");
  if (filled(user.firstName)) locked.add("firstName");
  if (filled(user.lastName)) locked.add("lastName");
  if (filled(user.phone)) locked.add("phoneCode").add("phone");
  if (isRealDateOfBirth(user.dateOfBirth)) locked.add("dateOfBirth").add("countryCode");
  if (user.kycStatus === KYC_APPROVED) locked.add("address");
  return locked;
}

/** "" and whitespace become null (spec §5 "empty values sent as null"). */
export const emptyToNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === "" ? null : value.trim();

/** YYYY-MM-DD from a date or ISO date-time; undefined when it is not a real calendar date. */
export function normaliseDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const iso = date.toISOString().slice(0, 10);
  return iso === `${y}-${m}-${d}` ? iso : undefined;
}

/** Spec §5: at least 18 years old on `now`'s (UTC) date. The 1900 placeholder means "unknown" and passes. */
export function isOldEnough(dateOfBirth: string, now: Date): boolean {
  if (dateOfBirth === PLACEHOLDER_DATE_OF_BIRTH) return true;
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const today = now.toISOString().slice(0, 10);
  const eighteenth = `${String(y + MINIMUM_AGE).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return eighteenth <= today;
}

export const isDigits = (value: string) => /^\d+$/.test(value);
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
