import * as v from "valibot";
import { fieldPath, textField, type AccountValidationCode } from "./codes.ts";

// ---- Names (spec §5: required, at most 255) ----

export const NAME_MAX_LENGTH = 255;

export function nameField(required = true) {
  return textField({ required, rules: [[(value) => value.length <= NAME_MAX_LENGTH, "nameTooLong"]] });
}

// ---- Phone (spec §5: digits only; code + number checked for too short / too long; keys blocked when too long) ----

/**
 * E.164 caps a full international number (country code + national number, no "+") at 15 digits. 8 is the
 * floor: the shortest country code (1 digit) plus the 7-digit subscriber numbers of the smallest plans; the
 * sandbox back end (normalisePhone) applies the same 8..15 window, so the form never passes what it rejects.
 */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

const isDigits = (value: string) => /^\d+$/.test(value);
/** The digits of a phone code: "+49" and "49" both give "49". */
export const phoneCodeDigits = (code: string | null | undefined): string => (code ?? "").trim().replace(/^\+/, "");

/**
 * The code a phone number breaks, or null: "phoneDigitsOnly", then "phoneTooShort" / "phoneTooLong" on the
 * digits of code plus number. An empty number is not checked here (required-ness is the form's choice).
 */
export function phoneProblem(code: string | null | undefined, number: string | null | undefined): AccountValidationCode | null {
  const digits = (number ?? "").trim();
  if (digits === "") return null;
  if (!isDigits(digits)) return "phoneDigitsOnly";
  const length = phoneCodeDigits(code).length + digits.length;
  if (length < PHONE_MIN_DIGITS) return "phoneTooShort";
  if (length > PHONE_MAX_DIGITS) return "phoneTooLong";
  return null;
}

/**
 * Whether a key press (KeyboardEvent.key) may go into the phone input: editing and navigation keys
 * (Backspace, ArrowLeft, Tab, ...) always; a single character only when it is a digit and code plus number
 * are still below PHONE_MAX_DIGITS. Skip the call for Ctrl/Meta shortcuts; a paste is checked by the schema.
 */
export function phoneKeyAllowed(code: string | null | undefined, number: string | null | undefined, key: string): boolean {
  if ([...key].length !== 1) return true;
  if (!isDigits(key)) return false;
  return phoneCodeDigits(code).length + (number ?? "").replace(/\D/g, "").length < PHONE_MAX_DIGITS;
}

/** The phone number input: "required" when `required`, "phoneDigitsOnly" otherwise (lengths: `phoneRules`). */
export function phoneField(required = true) {
  return textField({ required, rules: [[isDigits, "phoneDigitsOnly"]] });
}

/**
 * A pipe action for an object with `phoneCode` and `phone`: "required" on phoneCode when a number is given
 * without a code, "phoneTooShort" / "phoneTooLong" on phone for the combined length.
 */
export function phoneRules<T extends Record<string, unknown>>(codeKey = "phoneCode", numberKey = "phone") {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const form = dataset.value;
    const code = form[codeKey] as string | null | undefined;
    const number = form[numberKey] as string | null | undefined;
    if ((number ?? "").trim() === "") return;
    if (phoneCodeDigits(code) === "") {
      addIssue({ message: "required", path: fieldPath(form, codeKey) });
      return;
    }
    const problem = phoneProblem(code, number);
    // phoneDigitsOnly is already reported by the field itself.
    if (problem === "phoneTooShort" || problem === "phoneTooLong") addIssue({ message: problem, path: fieldPath(form, numberKey) });
  });
}

// ---- Date of birth (spec §5: required, at least 18 "invalidDob"; §9: picker 100 years back) ----

export const MINIMUM_AGE_YEARS = 18;
export const DOB_PICKER_YEARS = 100;
/** The date the back end stores for "unknown" (spec §4). */
export const PLACEHOLDER_DATE_OF_BIRTH = "1900-01-01";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** YYYY-MM-DD from "YYYY-MM-DD" or an ISO date-time (date part kept), or from a Date (its local calendar day, as a date picker gives it); undefined when not a real calendar date. */
export function toIsoDate(value: string | Date | null | undefined): string | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec((value ?? "").trim());
  if (!match) return undefined;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const iso = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).toISOString().slice(0, 10);
  return iso === `${y}-${m}-${d}` ? iso : undefined;
}

/** `now`'s calendar date in UTC, the day the back end checks ages on. */
const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The same month and day `years` earlier (negative: later); 29 February falls back to 28 February in a
 * non-leap year.
 */
export function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, lastDay))}`;
}

/**
 * At least 18 on `now`'s UTC date: the 18th birthday itself counts; a 29 February birthday turns 18 on
 * 1 March in a non-leap year (the day after 28 February, as the back end counts).
 */
export function isAdult(dateOfBirth: string, now: Date): boolean {
  const date = toIsoDate(dateOfBirth);
  if (!date) return false;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return `${pad(y + MINIMUM_AGE_YEARS, 4)}-${pad(m)}-${pad(d)}` <= today(now);
}

/** The picker's range: `min` 100 years before `now`, `max` the latest date of birth of an adult today. */
export function dobPickerRange(now: Date): { min: string; max: string } {
  return { min: yearsBefore(today(now), DOB_PICKER_YEARS), max: yearsBefore(today(now), MINIMUM_AGE_YEARS) };
}

/**
 * The code a date of birth breaks, or null. "invalidDob" for a non-date, under 18, or before the picker's
 * range (which also rejects the 1900-01-01 placeholder: it means "unknown", never a real answer).
 */
export function dateOfBirthProblem(value: string | null | undefined, now: Date): AccountValidationCode | null {
  if ((value ?? "").trim() === "") return "required";
  const date = toIsoDate(value);
  if (!date || !isAdult(date, now) || date < dobPickerRange(now).min) return "invalidDob";
  return null;
}

/** Spec §5 date of birth: "required" (when `required`), then "invalidDob". */
export function dateOfBirthField(now: Date, required = true) {
  return textField({ required, rules: [[(value) => dateOfBirthProblem(value, now) === null, "invalidDob"]] });
}

// ---- Consent (spec §5: over 18 and terms/privacy required, newsletter optional) ----

const accepted = v.pipe(
  v.optional(v.boolean("mustAccept"), false),
  v.check((value: boolean) => value, "mustAccept"),
);
export const consentEntries = {
  /** "I am over 18". */
  over18: accepted,
  /** Terms and conditions and privacy policy. */
  acceptTerms: accepted,
  newsLetter: v.optional(v.boolean(), false),
};
export const ConsentSchema = v.object(consentEntries);
export type Consent = v.InferOutput<typeof ConsentSchema>;
