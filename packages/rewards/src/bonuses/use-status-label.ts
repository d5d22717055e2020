import { useLingui } from "@lingui/react/macro";
import type { BonusDisplayStatus } from "./bonus-status.ts";

/** The translated name of each state My bonuses shows. */
export function useStatusLabel(): (status: BonusDisplayStatus) => string {
  const { t } = useLingui();
  const labels: Record<BonusDisplayStatus, string> = {
    pending: t`Waiting for a deposit`,
    active: t`Active`,
    wagered: t`Wagered`,
    converted: t`Converted`,
    expired: t`Expired`,
    cancelled: t`Cancelled`,
    calendar: t`In the cashback calendar`,
  };
  return (status) => labels[status];
}
