import { useLingui } from "@lingui/react/macro";
import { Text, VisuallyHidden } from "@casino/ui-kit";
import { formatCountdown, lastAnnouncement } from "./countdown.ts";
import * as styles from "./DepositActionPanel.css.ts";

/**
 * The time left as mm:ss. The visible clock is not a live region; a hidden polite one says the time at whole
 * minutes and at 30 and 10 seconds, so a screen reader is told without hearing every second.
 */
export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  const clock = formatCountdown(seconds);
  const spoken = formatCountdown(lastAnnouncement(seconds));
  return (
    <div className={styles.countdown}>
      <Text size="sm" tone="secondary">{t`Time left`}</Text>
      <span role="timer" aria-live="off" className={styles.clock}>
        {clock}
      </span>
      <VisuallyHidden>
        <span aria-live="polite">{seconds > 0 ? t`${spoken} left to pay` : ""}</span>
      </VisuallyHidden>
    </div>
  );
}
