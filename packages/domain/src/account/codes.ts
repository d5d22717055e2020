import * as v from "valibot";

/**
 * Message keys of the account forms (spec §5). Schemas put one of these in each issue's `message`; the UI
 * maps the key to a translated text, so no English sentence lives in the domain.
 */
export const ACCOUNT_VALIDATION_CODES = [
  "required",
  "invalidEmail",
  "passwordTooShort",
  "passwordTooLong",
  "passwordNeedsNumber",
  "passwordNeedsSpecial",
  "passwordNeedsUppercase",
  "passwordsDontMatch",
  "phoneDigitsOnly",
  "phoneTooShort",
  "phoneTooLong",
  "nameTooLong",
  "invalidDob",
  "mustAccept",
  "emailOrPhoneRequired",
  "invalidCode",
] as const;
export type AccountValidationCode = (typeof ACCOUNT_VALIDATION_CODES)[number];

/** Form-level issues (no field path) are reported under this key. */
export const FORM_ERROR_KEY = "form";

/**
 * Runs `schema` on `input` and returns the first code per field ("confirmPassword" -> "passwordsDontMatch");
 * an empty object when the input is valid.
 */
export function accountFieldErrors(
  schema: v.GenericSchema,
  input: unknown,
): Partial<Record<string, AccountValidationCode>> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Partial<Record<string, AccountValidationCode>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? FORM_ERROR_KEY;
    errors[key] ??= issue.message as AccountValidationCode;
  }
  return errors;
}

/** A rule on a trimmed, non-empty text: the code it reports when `ok` is false. */
export type TextRule = readonly [ok: (value: string) => boolean, code: AccountValidationCode];

/**
 * A text field that reports exactly one code: "required" when empty (null, undefined, "" or spaces) and
 * `required` is set, otherwise the first failing rule. An empty optional field passes; the output is the
 * text (trimmed unless `trim` is false), "" when empty.
 */
export function textField(options: { required: boolean; rules?: readonly TextRule[]; trim?: boolean }) {
  const { required, rules = [], trim = true } = options;
  return v.pipe(
    v.optional(v.nullable(v.string("required")), ""),
    v.transform((value: string | null): string => (value === null ? "" : trim ? value.trim() : value)),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      if (value.trim() === "") {
        if (required) addIssue({ message: "required" });
        return;
      }
      const failed = rules.find(([ok]) => !ok(value));
      if (failed) addIssue({ message: failed[1] });
    }),
  );
}
export type TextFieldSchema = ReturnType<typeof textField>;

/** The issue path of one field of an object form, for issues added by object-level checks. */
export const fieldPath = (form: Record<string, unknown>, key: string): [v.ObjectPathItem] => [
  { type: "object", origin: "value", input: form, key, value: form[key] },
];
