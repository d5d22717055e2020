import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";

/** The KYC status in words; a status this build does not know is shown as the server sends it. */
export function useKycStatusText() {
  const { t } = useLingui();
  return useCallback(
    (status: string): string => {
      const texts: Partial<Record<string, string>> = {
        NOT_STARTED: t`Not started`,
        REQUESTED: t`Documents requested`,
        PENDING: t`In review`,
        APPROVED: t`Approved`,
        REJECTED: t`Rejected`,
      };
      return texts[status] ?? status;
    },
    [t],
  );
}
