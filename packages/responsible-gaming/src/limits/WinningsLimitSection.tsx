import { useLingui } from "@lingui/react/macro";
import type { Limits } from "@casino/api-client";
import { Text } from "@casino/ui-kit";
import { AmountForm } from "./AmountForm.tsx";
import { ChangeOutcome } from "./ChangeOutcome.tsx";
import { LimitFacts } from "./LimitFacts.tsx";
import { useMoney } from "./use-money.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import { useLimitChange } from "./use-limit-change.ts";

type Props = Pick<Limits, "monthlyWinningsLimit" | "monthlyWinnings">;

/**
 * The monthly winnings limit (issue 27 point 4) and what the sandbox does with it: once this month's net winnings
 * reach it, real-money rounds are refused until the month ends; the round that reaches it is paid in full.
 */
export function WinningsLimitSection({ monthlyWinningsLimit, monthlyWinnings }: Props) {
  const { t } = useLingui();
  const money = useMoney();
  const { change: send, pending, outcome } = useLimitChange();
  const change = (next: number | null) =>
    send({ monthlyWinningsLimit: next }, () => (next === null ? t`Winnings limit removed.` : t`Winnings limit saved: ${money(next)} a month.`));

  return (
    <SettingsSection title={t`Monthly winnings limit`}>
        <Text as="p">
          {t`Once your net winnings this month (what you won minus what you bet) reach this limit, real-money games stop taking bets until the month ends. The round that reaches the limit is paid in full: nothing you win is held back.`}
        </Text>
        {monthlyWinningsLimit === null ? (
          <Text as="p" tone="secondary">{t`No limit set.`}</Text>
        ) : (
          <LimitFacts
            amount={monthlyWinningsLimit}
            used={monthlyWinnings?.used ?? null}
            left={monthlyWinnings?.left ?? null}
            resetsAt={monthlyWinnings?.resetsAt ?? null}
            usedTerm={t`Won this month`}
          />
        )}
        <AmountForm
          name={t`Monthly winnings limit`}
          hasLimit={monthlyWinningsLimit !== null}
          saving={pending}
          busy={pending}
          onSave={change}
          onRemove={monthlyWinningsLimit !== null ? () => void change(null) : null}
        />
        <ChangeOutcome outcome={outcome} />
    </SettingsSection>
  );
}
