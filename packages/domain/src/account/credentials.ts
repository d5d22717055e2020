import * as v from "valibot";
import { fieldPath, textField, type AccountValidationCode, type TextRule } from "./codes.ts";

/** Spec §5/§9: password 6 to 255 characters unless the brand's settings say otherwise. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 255;

export interface PasswordOptions {
  minLength?: number;
  maxLength?: number;
  /** At least one digit 0-9. */
  requireNumber?: boolean;
  /** At least one character that is neither a letter, a digit nor white space. */
  requireSpecial?: boolean;
  /** At least one upper-case letter (any script). */
  requireUppercase?: boolean;
  /** Default true; false lets an empty password pass (the registration-fields map can make it optional). */
  required?: boolean;
}

const hasNumber = (value: string) => /\d/.test(value);
const hasSpecial = (value: string) => /[^\p{L}\p{N}\s]/u.test(value);
const hasUppercase = (value: string) => /\p{Lu}/u.test(value);

function passwordTextRules(options: PasswordOptions): TextRule[] {
  const { minLength = PASSWORD_MIN_LENGTH, maxLength = PASSWORD_MAX_LENGTH } = options;
  const rules: TextRule[] = [
    [(value) => value.length >= minLength, "passwordTooShort"],
    [(value) => value.length <= maxLength, "passwordTooLong"],
  ];
  if (options.requireNumber) rules.push([hasNumber, "passwordNeedsNumber"]);
  if (options.requireSpecial) rules.push([hasSpecial, "passwordNeedsSpecial"]);
  if (options.requireUppercase) rules.push([hasUppercase, "passwordNeedsUppercase"]);
  return rules;
}

/**
 * Spec §5 password: "required", then "passwordTooShort" / "passwordTooLong", then the optional number,
 * special-character and upper-case rules, in that order (one code at a time). Never trimmed.
 */
export function passwordRules(options: PasswordOptions = {}) {
  return textField({ required: options.required ?? true, rules: passwordTextRules(options), trim: false });
}

/** The first code `password` breaks, or null. */
export function passwordProblem(password: string, options: PasswordOptions = {}): AccountValidationCode | null {
  const result = v.safeParse(passwordRules(options), password);
  return result.success ? null : (result.issues[0].message as AccountValidationCode);
}

/** Whether the confirmation equals the password ("passwordsDontMatch" otherwise). */
export const passwordsMatch = (password: string | null | undefined, confirmation: string | null | undefined): boolean =>
  (password ?? "") === (confirmation ?? "");

/**
 * A pipe action for an object form: "passwordsDontMatch" on `confirmKey` when it differs from `passwordKey`.
 * Runs even when other fields have issues, so the player sees every problem at once.
 */
export function matchingPasswords<T extends Record<string, unknown>>(passwordKey = "password", confirmKey = "confirmPassword") {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const form = dataset.value;
    if (passwordsMatch(form[passwordKey] as string | undefined, form[confirmKey] as string | undefined)) return;
    addIssue({
      message: "passwordsDontMatch",
      path: fieldPath(form, confirmKey),
    });
  });
}

// Practical e-mail check (what the back end accepts): one "@", no spaces, a dot in the domain, no empty labels.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isEmailFormat = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Spec §5 e-mail: "required" (when `required`), then "invalidEmail". */
export function emailField(required = true) {
  return textField({ required, rules: [[isEmailFormat, "invalidEmail"]] });
}

/** Password change (spec §5): current password required, the new one by the brand's rules, matching confirmation. */
export function changePasswordSchema(options: PasswordOptions = {}) {
  return v.pipe(
    v.object({
      currentPassword: textField({ required: true, trim: false }),
      newPassword: passwordRules(options),
      confirmPassword: textField({ required: true, trim: false }),
    }),
    matchingPasswords("newPassword", "confirmPassword"),
  );
}
