import { useId, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { limitsQueryKey, type LimitEntry } from "@casino/api-client";
import { Surface, Text } from "@casino/ui-kit";
import { AmountForm } from "./AmountForm.tsx";
import { ChangeOutcome } from "./ChangeOutcome.tsx";
import { limitFailureOf } from "./limit-failure.ts";
import { LimitFacts } from "./LimitFacts.tsx";
import { PendingChange } from "./PendingChange.tsx";
import { useLimitName } from "./use-limit-texts.ts";
import { useMoney } from "./use-money.ts";
import { useNow } from "./use-now.ts";
import { useLimitChange } from "./use-limit-change.ts";
import { useCancelPending } from "./use-save-limits.ts";
import { useWhen } from "./use-when.ts";
import * as styles from "./Limits.css.ts";

type Props = {
  entry: LimitEntry;
  /** False for a bet or loss limit of a high loyalty level: only support removes it (spec §6). */
  removable: boolean;
};

/**
 * One amount limit: what it is, what is used and left this period and when the period resets; a field to set,
 * lower (at once) or raise it (pending 24 hours), Remove (pending too), and the pending change with Cancel.
 */
export function AmountLimitRow({ entry, removable }: Props) {
  const { t } = useLingui();
  const limitName = useLimitName()(entry.name);
  const money = useMoney();
  const when = useWhen();
  const now = useNow(30_000);
  const headingId = useId();
  const { change: send, pending: saving, outcome, setOutcome } = useLimitChange();
  const cancel = useCancelPending();
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: limitsQueryKey, exact: true });
  // One cancel per pending change: a second click before the answer re-renders the row sends nothing.
  const cancelled = useRef<string | null>(null);

  const savedText = (next: number | null, pending: LimitEntry["pending"]) => {
    if (pending) {
      return pending.amount === null
        ? t`Removing a limit waits 24 hours: it goes on ${when(pending.effectiveAt)} unless you cancel it.`
        : t`Raising a limit waits 24 hours: ${money(pending.amount)} applies on ${when(pending.effectiveAt)} unless you cancel it.`;
    }
    return next === null ? t`Limit removed.` : t`Limit saved: ${money(next)} applies now.`;
  };

  const change = (next: number | null) =>
    send({ [entry.name]: next }, (limits) => savedText(next, limits.limits.find((item) => item.name === entry.name)?.pending ?? null));

  const cancelPending = async (effectiveAt: string) => {
    if (cancelled.current === effectiveAt) return;
    cancelled.current = effectiveAt;
    try {
      await cancel.mutateAsync(entry.name);
      setOutcome({ kind: "saved", text: t`Change cancelled: your limit stays as it is.` });
    } catch (error) {
      cancelled.current = null;
      const failure = limitFailureOf(error);
      setOutcome({ kind: "failed", failure });
      // Nothing was pending any more (it took effect, or another device cancelled it): show what is in force.
      if (failure.code === "NO_PENDING_CHANGE") reread();
    }
  };

  const waiting = entry.pending;
  const unlocksAt = entry.unlocksAt && Date.parse(entry.unlocksAt) > now ? entry.unlocksAt : null;
  const canRemove = entry.amount !== null && waiting?.amount !== null;
  return (
    <Surface as="li">
      <section className={styles.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.rowHeading}>
          {limitName}
        </h3>
        {entry.amount === null ? (
          <Text as="p" tone="secondary">{t`No limit set.`}</Text>
        ) : (
          <LimitFacts amount={entry.amount} used={entry.used} left={entry.left} resetsAt={entry.resetsAt} />
        )}
        {waiting ? <PendingChange pending={waiting} cancelling={cancel.isPending} onCancel={() => void cancelPending(waiting.effectiveAt)} onElapsed={reread} /> : null}
        {unlocksAt ? <Text as="p" tone="secondary">{t`Changed recently: you can change this limit again from ${when(unlocksAt)}.`}</Text> : null}
        <AmountForm
          name={limitName}
          hasLimit={entry.amount !== null}
          saving={saving}
          busy={saving || cancel.isPending}
          onSave={change}
          onRemove={canRemove ? () => void change(null) : null}
        />
        {!removable && entry.amount !== null ? <Text as="p" tone="secondary">{t`At your loyalty level, only our support team can remove this limit.`}</Text> : null}
        <ChangeOutcome outcome={outcome} />
      </section>
    </Surface>
  );
}
