import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import type { LockableProfileField } from "@casino/domain";

/** Why each spec §4 lock applies, shown under the read-only field so the player knows whom to ask. */
export function useLockReasons(): Record<LockableProfileField, string> {
  const { t } = useLingui();
  return useMemo(() => {
    const name = t`Locked: names cannot be changed once set. Contact support to correct them.`;
    const phone = t`Locked: the phone number cannot be changed once set.`;
    return {
      email: t`Locked: your e-mail is verified and can no longer be changed.`,
      firstName: name,
      lastName: name,
      phoneCode: phone,
      phone,
      dateOfBirth: t`Locked: the date of birth cannot be changed once set.`,
      countryCode: t`Locked: the country cannot be changed once your date of birth is set.`,
      address: t`Locked: the address cannot be changed after your identity was verified.`,
    };
  }, [t]);
}
