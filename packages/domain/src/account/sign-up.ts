import * as v from "valibot";
import { fieldPath, textField } from "./codes.ts";
import { emailField, matchingPasswords, passwordRules, type PasswordOptions } from "./credentials.ts";
import { consentEntries, dateOfBirthField, nameField, phoneField, phoneRules } from "./personal.ts";

/** The registration-fields map (spec §3): field name to 0 hidden, 1 shown and optional, 2 shown and required. */
export type RegistrationFieldMap = Readonly<Record<string, number>>;

/** A field missing from the map counts as hidden. */
export const isFieldShown = (fields: RegistrationFieldMap, field: string): boolean => (fields[field] ?? 0) !== 0;
export const isFieldRequired = (fields: RegistrationFieldMap, field: string): boolean => fields[field] === 2;

export interface SignUpOptions {
  /** The moment the age is checked at (domain has no clock). */
  now: Date;
  /** The brand's password rules (default 6 to 255, nothing else required). */
  password?: PasswordOptions;
}

/** Fields with their own rules; every other shown field is a text that is required when its state is 2. */
const CONSENT_FIELDS = new Set(Object.keys(consentEntries));

/** Values of a sign-up form: the shown fields (strings, "" when left empty) plus the consent booleans. */
export type SignUpValues = Record<string, unknown>;

/**
 * The full sign-up form (spec §5) as the registration-fields map configures it. Hidden fields (0 or
 * missing) are neither required nor kept in the output; state 1 validates a value only when one is typed.
 * Known fields: email, password, confirmPassword (must match), firstName, lastName, dateOfBirth, phoneCode +
 * phone. Consent (over18, acceptTerms required; newsLetter optional) is always part of the form.
 */
export function signUpSchema(fields: RegistrationFieldMap, options: SignUpOptions) {
  const shown = (field: string) => isFieldShown(fields, field);
  const required = (field: string) => isFieldRequired(fields, field);
  const entries: v.ObjectEntries = {};
  for (const field of Object.keys(fields)) {
    if (!shown(field) || CONSENT_FIELDS.has(field)) continue;
    const need = required(field);
    switch (field) {
      case "email":
        entries[field] = emailField(need);
        break;
      case "password":
        entries[field] = passwordRules({ ...options.password, required: need });
        break;
      case "confirmPassword":
        entries[field] = textField({ required: need, trim: false });
        break;
      case "firstName":
      case "lastName":
        entries[field] = nameField(need);
        break;
      case "dateOfBirth":
        entries[field] = dateOfBirthField(options.now, need);
        break;
      case "phone":
        entries[field] = phoneField(need);
        break;
      default:
        entries[field] = textField({ required: need });
    }
  }
  // The code goes with the number: shown and required whenever the number is.
  if (shown("phone")) entries.phoneCode = textField({ required: required("phone") || required("phoneCode") });
  Object.assign(entries, consentEntries);

  const checks: v.PipeAction<SignUpValues, SignUpValues, v.BaseIssue<unknown>>[] = [];
  if (shown("password") && shown("confirmPassword")) checks.push(matchingPasswords<SignUpValues>());
  if (shown("phone")) checks.push(phoneRules<SignUpValues>());
  return v.pipe(v.object(entries) as v.GenericSchema<unknown, SignUpValues>, ...checks);
}

export interface ShortSignUpOptions {
  /** The brand's password rules. */
  password?: PasswordOptions;
  /** Whether the form has a confirmation field (then it must match). Default false. */
  confirmPassword?: boolean;
}

/**
 * The short form (emailPhoneRegistration): e-mail or phone (code + number) plus password and consent.
 * Neither given: "emailOrPhoneRequired" on email. A given e-mail or phone is checked as in the full form.
 */
export function shortSignUpSchema(options: ShortSignUpOptions = {}) {
  const entries: v.ObjectEntries = {
    email: emailField(false),
    phoneCode: textField({ required: false }),
    phone: phoneField(false),
    password: passwordRules(options.password),
    ...(options.confirmPassword ? { confirmPassword: textField({ required: true, trim: false }) } : {}),
    ...consentEntries,
  };
  const emailOrPhone = v.rawCheck<SignUpValues>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const form = dataset.value;
    if (form.email === "" && form.phone === "") addIssue({ message: "emailOrPhoneRequired", path: fieldPath(form, "email") });
  });
  const checks: v.PipeAction<SignUpValues, SignUpValues, v.BaseIssue<unknown>>[] = [emailOrPhone, phoneRules<SignUpValues>()];
  if (options.confirmPassword) checks.push(matchingPasswords<SignUpValues>());
  return v.pipe(v.object(entries) as v.GenericSchema<unknown, SignUpValues>, ...checks);
}

/**
 * 1-click registration (use1ClickRegistration): no password (the server makes the credentials), no
 * personal data; the currency, country and promo code the form may offer are optional; consent as always.
 */
export function oneClickSignUpSchema() {
  return v.object({
    currencyCode: textField({ required: false }),
    countryCode: textField({ required: false }),
    promoCode: textField({ required: false }),
    ...consentEntries,
  });
}
