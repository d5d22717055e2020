import { Suspense } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Bonus } from "@casino/api-client";
import { SafeHtml } from "@casino/shell";
import { Checkbox } from "@casino/ui-kit";
import { useMoney } from "../shared/use-money.ts";
import * as styles from "./BonusPicker.css.ts";

export type BonusPickerProps = {
  bonuses: readonly Bonus[];
  selectedId: number | null;
  onSelect: (bonusId: number | null) => void;
  /** The bonus the player has running: choosing a new one cancels it once the deposit is confirmed (spec §4). */
  activeBonusName: string | null;
  currency: string;
  disabled?: boolean;
  /** The player agreed that the active bonus is cancelled (spec §4: only after a confirmation). */
  replaceConfirmed?: boolean;
  onReplaceConfirmedChange?: (confirmed: boolean) => void;
  /** Pay was pressed without that agreement. */
  replaceMissing?: boolean;
  /** The confirmation's id, so Pay can move the focus to it. */
  replaceId?: string;
};

/** Deposit bonuses as a radio list with "No bonus", each with its terms behind a disclosure. */
export function BonusPicker(props: BonusPickerProps) {
  const { bonuses, selectedId, onSelect, activeBonusName, currency, disabled = false } = props;
  const { t } = useLingui();
  const money = useMoney();
  const summaryOf = (bonus: Bonus) => {
    const parts: string[] = [];
    if (bonus.depositBonusPercent !== null) {
      const percent = bonus.depositBonusPercent;
      const cap = bonus.maxBonusThreshold === null ? null : money(bonus.maxBonusThreshold, currency);
      parts.push(cap === null ? t`${percent}% bonus` : t`${percent}% up to ${cap}`);
    }
    if (bonus.minDeposit !== null) {
      const minimum = money(bonus.minDeposit, currency);
      parts.push(t`Minimum deposit ${minimum}`);
    }
    const wagering = bonus.wageringMultiplier;
    if (wagering > 0) parts.push(t`Wagering x${wagering}`);
    return parts.join(" · ");
  };

  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t`Bonus`}</legend>
      <div className={styles.option}>
        <label className={styles.choice}>
          <input type="radio" name="deposit-bonus" checked={selectedId === null} onChange={() => onSelect(null)} />
          <span>{t`No bonus`}</span>
        </label>
      </div>
      {bonuses.map((bonus) => {
        const name = bonus.name;
        return (
          <div key={bonus.id} className={styles.option}>
            <label className={styles.choice}>
              <input type="radio" name="deposit-bonus" checked={selectedId === bonus.id} onChange={() => onSelect(bonus.id)} />
              <span>
                {name}
                <br />
                <span className={styles.summary}>{summaryOf(bonus)}</span>
              </span>
            </label>
            {bonus.termsHtml ? (
              <details>
                <summary>{t`Terms of ${name}`}</summary>
                <Suspense fallback={null}>
                  <SafeHtml html={bonus.termsHtml} className={styles.terms} />
                </Suspense>
              </details>
            ) : null}
          </div>
        );
      })}
      {activeBonusName && selectedId !== null ? (
        <div className={styles.warning}>
          <p role="status">
            {t`Your active bonus “${activeBonusName}” will be cancelled when this deposit is confirmed: a new deposit bonus replaces it.`}
          </p>
          <Checkbox
            id={props.replaceId}
            label={t`Yes, cancel “${activeBonusName}” and its bonus money with this deposit`}
            checked={props.replaceConfirmed ?? false}
            onChange={(event) => props.onReplaceConfirmedChange?.(event.currentTarget.checked)}
            error={props.replaceMissing ? t`Confirm that your active bonus is cancelled, or choose No bonus.` : undefined}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
