import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import type { ServerFieldCode } from "./profile-save-error.ts";

/** The translated text a server field code shows at its field (the server's own message goes above the form). */
export function useServerFieldText() {
  const { t } = useLingui();
  return useCallback(
    (code: ServerFieldCode): string => {
      const texts: Record<ServerFieldCode, string> = {
        FIELD_LOCKED: t`This field can no longer be changed`,
        EMAIL_TAKEN: t`This e-mail is already registered`,
        PHONE_TAKEN: t`This phone number is already registered`,
        INVALID_DOB: t`Invalid date of birth: you must be at least 18`,
        INVALID_EMAIL: t`Enter a valid e-mail, e.g. name@example.com`,
        INVALID_PHONE: t`Digits only, please`,
        PHONE_TOO_SHORT: t`The phone number is too short`,
        PHONE_TOO_LONG: t`The phone number is too long`,
        INVALID_CURRENT_PASSWORD: t`The current password is not correct`,
        CURRENT_PASSWORD_REQUIRED: t`Enter your current password`,
        INVALID_PASSWORD: t`This password is not accepted`,
      };
      return texts[code];
    },
    [t],
  );
}
