import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import type { LoginMessages } from "./login-schema.ts";

/** The validation texts in the current language. */
export function useLoginMessages(): LoginMessages {
  const { t } = useLingui();
  return useMemo(
    () => ({
      emailRequired: t`Enter your e-mail`,
      emailInvalid: t`Enter a valid e-mail, e.g. name@example.com`,
      passwordRequired: t`Enter your password`,
    }),
    [t],
  );
}
