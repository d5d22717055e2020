import * as v from "valibot";
import { textField } from "./codes.ts";
import { matchingPasswords, passwordRules, type PasswordOptions } from "./credentials.ts";
import { phoneField, phoneRules } from "./personal.ts";

/** The SMS reset code the back end texts: six digits. */
export const SMS_RESET_CODE_LENGTH = 6;

/** Step 1 of the SMS password reset (useSMSResetPassword): the account's phone code and number. */
export function smsResetRequestSchema() {
  return v.pipe(v.object({ phoneCode: textField({ required: true }), phone: phoneField(true) }), phoneRules());
}

/** Step 2: the texted code ("required", then "invalidCode" unless exactly six digits) and the new password twice. */
export function smsResetSchema(options: PasswordOptions = {}) {
  const codePattern = new RegExp(`^\\d{${SMS_RESET_CODE_LENGTH}}$`);
  return v.pipe(
    v.object({
      code: textField({ required: true, rules: [[(value) => codePattern.test(value), "invalidCode"]] }),
      newPassword: passwordRules(options),
      confirmPassword: textField({ required: true, trim: false }),
    }),
    matchingPasswords("newPassword", "confirmPassword"),
  );
}
