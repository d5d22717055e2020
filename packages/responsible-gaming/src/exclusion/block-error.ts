import { useLingui } from "@lingui/react/macro";
import { ApiError } from "@casino/api-client";
import { MONTHS_MAX } from "./periods.ts";

/** Where a refused block shows: the password field, or the dialog's alert. */
export type BlockErrorText = { field: "password" | null; text: string };

/** The §8 codes of time-out, self-exclusion and freeze as translated text; anything else: try later. */
export function useBlockErrorText(): (error: unknown) => BlockErrorText {
  const { t } = useLingui();
  return (error) => {
    const code = error instanceof ApiError ? error.code : null;
    if (code === "INVALID_PASSWORD") return { field: "password", text: t`The password is wrong.` };
    if (code === "SELF_EXCLUSION_ACTIVE") return { field: null, text: t`A time-out or self-exclusion is already running. It can only be made longer, never shorter.` };
    if (code === "MONTHS_REQUIRED") return { field: null, text: t`Choose how many months: 1 to ${MONTHS_MAX}.` };
    return { field: null, text: t`This could not be done. Try again later.` };
  };
}
