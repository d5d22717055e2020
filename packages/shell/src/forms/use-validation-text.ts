import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AccountValidationCode, type PasswordOptions } from "@casino/domain";

/**
 * The translated text of each spec §5 validation code of @casino/domain. The domain schemas report codes only; this
 * hook is where they become sentences in the player's language, the same in every form (sign-up, profile, password
 * reset, login). `password` gives the brand's lengths for the password messages.
 */
export function useValidationText(password: PasswordOptions = {}) {
  const { t } = useLingui();
  const min = password.minLength ?? PASSWORD_MIN_LENGTH;
  const max = password.maxLength ?? PASSWORD_MAX_LENGTH;
  return useCallback(
    (code: string | undefined): string | undefined => {
      if (code === undefined) return undefined;
      const texts: Record<AccountValidationCode, string> = {
        required: t`This field is required`,
        invalidEmail: t`Enter a valid e-mail, e.g. name@example.com`,
        passwordTooShort: t`The password needs at least ${min} characters`,
        passwordTooLong: t`The password can have at most ${max} characters`,
        passwordNeedsNumber: t`The password needs at least one number`,
        passwordNeedsSpecial: t`The password needs at least one special character`,
        passwordNeedsUppercase: t`The password needs at least one upper-case letter`,
        passwordsDontMatch: t`Passwords must match`,
        phoneDigitsOnly: t`Digits only, please`,
        phoneTooShort: t`The phone number is too short`,
        phoneTooLong: t`The phone number is too long`,
        nameTooLong: t`At most 255 characters`,
        invalidDob: t`Invalid date of birth: you must be at least 18`,
        mustAccept: t`Please tick this box to continue`,
        emailOrPhoneRequired: t`Enter an e-mail or a phone number`,
        invalidCode: t`Enter the 6-digit code from the text message`,
      };
      return (texts as Record<string, string>)[code] ?? t`Invalid format`;
    },
    [t, min, max],
  );
}
