import { useEffect, useEffectEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { LimitEntry } from "@casino/api-client";
import { Button, Text } from "@casino/ui-kit";
import { useMoney } from "./use-money.ts";
import { useNow } from "./use-now.ts";
import { useWhen } from "./use-when.ts";
import * as styles from "./Limits.css.ts";

type Pending = NonNullable<LimitEntry["pending"]>;

/** Hours, minutes and seconds until `until` (0 once passed), refreshed every second while shown. */
function useCountdown(until: string) {
  const now = useNow(1000);
  const left = Math.max(0, Date.parse(until) - now);
  return { elapsed: left === 0, hours: Math.floor(left / 3_600_000), minutes: Math.floor((left % 3_600_000) / 60_000), seconds: Math.floor((left % 60_000) / 1000) };
}

type Props = {
  pending: Pending;
  cancelling: boolean;
  onCancel: () => void;
  /** Runs once when the countdown reaches 0 (the change is then in force: read the limits again). */
  onElapsed: () => void;
};

/** A raise or removal waiting its 24 hours: what it becomes, when, a countdown, and Cancel (one request). */
export function PendingChange({ pending, cancelling, onCancel, onElapsed }: Props) {
  const { t } = useLingui();
  const money = useMoney();
  const when = useWhen();
  const { hours, minutes, seconds, elapsed } = useCountdown(pending.effectiveAt);
  const whenElapsed = useEffectEvent(onElapsed);
  useEffect(() => {
    if (elapsed) whenElapsed();
  }, [elapsed]);
  const what = pending.amount === null ? t`Removal pending` : t`Raise to ${money(pending.amount)} pending`;
  return (
    <div className={styles.pending}>
      <Text as="p" weight="bold">
        {what}
      </Text>
      <Text as="p">
        {t`Takes effect on ${when(pending.effectiveAt)} unless you cancel it.`}{" "}
        <span role="timer" aria-label={t`Time left`}>
          {t`${hours} h ${minutes} min ${seconds} s`}
        </span>
      </Text>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" size="sm" loading={cancelling} disabled={cancelling} onClick={onCancel}>
          {t`Cancel this change`}
        </Button>
      </div>
    </div>
  );
}
