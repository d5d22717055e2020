import { useLingui } from "@lingui/react/macro";
import { PageLink, useSettings } from "@casino/shell";
import { Icon } from "@casino/ui-kit";
import type { RewardsStatus } from "./rewards-status.ts";
import { useRewardsStatus } from "./use-rewards-status.ts";
import * as styles from "./RewardsStatusLink.css.ts";

/** The header reads the calendar once a minute while the tab is shown (the calendar page itself every 10 s). */
export const HEADER_STATUS_POLL_MS = 60_000;

/**
 * The player's rewards in the header: a gift that leads to My bonuses (the active bonus, its wagering, the history),
 * or, with a badge, to the rakeback calendar while cashback waits to be claimed there. Its read is the calendar's
 * (same query key), so a claim anywhere clears the badge.
 */
export function RewardsStatusLink() {
  const { showRakebackCalendar } = useSettings();
  const { status } = useRewardsStatus({ enabled: showRakebackCalendar, pollMs: HEADER_STATUS_POLL_MS });
  return <RewardsStatusView status={status} />;
}

/** The link itself: a gift icon, named for screen readers, with the number of days to claim as its badge. */
export function RewardsStatusView({ status: { claimable, page } }: { status: RewardsStatus }) {
  const { t } = useLingui();
  const label = claimable > 0 ? t`Rewards: cashback to claim` : t`Rewards`;
  return (
    <PageLink page={page} className={styles.link} aria-label={label} title={label}>
      <Icon name="gift" />
      {claimable > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {claimable}
        </span>
      ) : null}
    </PageLink>
  );
}

export default RewardsStatusLink;
