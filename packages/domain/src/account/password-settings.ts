import type { PasswordOptions } from "./credentials.ts";

const positiveInteger = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
const flag = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);

/**
 * The password rules a brand sets in settings.formFieldsValidation.password (spec §5: length from settings, default
 * 6 to 255; optional number, special character and upper-case rules); pass the settings or that object. Unknown or malformed values
 * are ignored, and a minimum above the maximum drops both, so a bad setting never locks players out.
 */
export function passwordOptionsFromSettings(settings: Readonly<Record<string, unknown>>): PasswordOptions {
  // Takes the whole AppSettings or its formFieldsValidation alone.
  const nested = settings["formFieldsValidation"];
  const rules = typeof nested === "object" && nested !== null ? (nested as Record<string, unknown>) : settings;
  const raw = rules["password"];
  if (typeof raw !== "object" || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const options: PasswordOptions = {};
  const minLength = positiveInteger(source["minLength"]);
  const maxLength = positiveInteger(source["maxLength"]);
  if (minLength === undefined || maxLength === undefined || minLength <= maxLength) {
    if (minLength !== undefined) options.minLength = minLength;
    if (maxLength !== undefined) options.maxLength = maxLength;
  }
  for (const key of ["requireNumber", "requireSpecial", "requireUppercase"] as const) {
    const value = flag(source[key]);
    if (value !== undefined) options[key] = value;
  }
  return options;
}
