import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import type { PasswordOptions } from "@casino/domain";
import { useValidationText } from "@casino/shell";

/**
 * Turns a field error into text: a validation code of @casino/domain (spec §5, the shell's shared texts) or a sign-up
 * server code into the current language; any other text (the server's own message) is shown as it came.
 */
export function useSignUpTexts(password: PasswordOptions = {}) {
  const { t } = useLingui();
  const validation = useValidationText(password);
  const min = password.minLength ?? 6;
  const max = password.maxLength ?? 255;
  return useCallback(
    (code: string | undefined): string | undefined => {
      switch (code) {
        case undefined:
          return undefined;
        case "INVALID_EMAIL":
          return validation("invalidEmail");
        case "INVALID_PHONE":
          return validation("phoneDigitsOnly");
        case "PHONE_TOO_SHORT":
          return validation("phoneTooShort");
        case "PHONE_TOO_LONG":
          return validation("phoneTooLong");
        case "INVALID_DOB":
          return validation("invalidDob");
        case "EMAIL_OR_PHONE_REQUIRED":
          return validation("emailOrPhoneRequired");
        case "EMAIL_TAKEN":
          return t`This e-mail is already registered. Log in or use another e-mail.`;
        case "USERNAME_TAKEN":
          return t`This username is taken`;
        case "PHONE_TAKEN":
          return t`This phone number is already registered`;
        case "INVALID_USERNAME":
          return t`Use 3 to 30 letters, digits, dots, dashes or underscores`;
        case "INVALID_CURRENCY":
          return t`Choose a currency from the list`;
        case "REFERRAL_NOT_FOUND":
          return t`The invitation link you came with is not valid. Press Create account again to sign up without it.`;
        case "INVALID_PASSWORD":
          return t`The password needs ${min} to ${max} characters`;
        default:
          return /^[a-z][A-Za-z]+$/.test(code) ? validation(code) : code;
      }
    },
    [t, validation, min, max],
  );
}
