import {
  oneClickSignUpSchema,
  shortSignUpSchema,
  signUpSchema,
  type PasswordOptions,
  type RegistrationFieldMap,
  type SignUpValues,
} from "@casino/domain";

/** The three sign-up forms: full (registration-fields map), short (emailPhoneRegistration) and 1-click. */
export type SignUpVariant = "full" | "short" | "one-click";

/** The map fields the full form can show and the payload can carry, in the order they appear. */
export const FULL_FORM_FIELDS = [
  "email",
  "username",
  "password",
  "confirmPassword",
  "firstName",
  "lastName",
  "nickname",
  "gender",
  "dateOfBirth",
  "phone",
  "countryCode",
  "currencyCode",
  "address",
  "city",
  "zipCode",
] as const;

const SHORT_FORM_FIELDS = ["email", "phone", "password"] as const;

/**
 * The map without the fields this form cannot render (promoCode: the sign-up call has no such field), so a field
 * nobody can fill never blocks the form.
 */
export function renderableFields(fields: RegistrationFieldMap): RegistrationFieldMap {
  const known = new Set<string>(FULL_FORM_FIELDS);
  // The code select is drawn beside the number, so without a number there is no code either.
  if ((fields["phone"] ?? 0) !== 0) known.add("phoneCode");
  return Object.fromEntries(Object.entries(fields).filter(([field]) => known.has(field)));
}

/** The fields a form shows, in order (phone stands for phone code and number). */
export function shownFields(variant: SignUpVariant, fields: RegistrationFieldMap, offerCurrency: boolean): string[] {
  if (variant === "short") return [...SHORT_FORM_FIELDS];
  if (variant === "one-click") return offerCurrency ? ["currencyCode", "countryCode"] : ["countryCode"];
  return FULL_FORM_FIELDS.filter((field) => (fields[field] ?? 0) !== 0);
}

/** The domain schema of a form (spec §5 rules; messages are codes the form translates). */
export function signUpFormSchema(variant: SignUpVariant, fields: RegistrationFieldMap, options: { now: Date; password: PasswordOptions }) {
  if (variant === "short") return shortSignUpSchema({ password: options.password });
  if (variant === "one-click") return oneClickSignUpSchema();
  return signUpSchema(renderableFields(fields), options);
}

/** Empty values of every shown field (react-hook-form needs them to keep inputs controlled). */
export function emptyValues(shown: readonly string[], preset: SignUpValues = {}): SignUpValues {
  const values: SignUpValues = { over18: false, acceptTerms: false, newsLetter: false };
  for (const field of shown) {
    values[field] = "";
    if (field === "phone") values["phoneCode"] = "";
  }
  for (const [key, value] of Object.entries(preset)) if (key in values) values[key] = value;
  return values;
}
