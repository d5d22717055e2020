import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { PageLink } from "@casino/shell";
import { Text } from "@casino/ui-kit";
import type { ConditionState } from "./withdraw-errors.ts";
import { BonusCancel, type BonusCancelProps } from "./BonusCancel.tsx";
import * as styles from "./WithdrawPage.css.ts";

export type ConditionNoticesProps = {
  conditions: readonly ConditionState[];
  /** From a quote; before a calculation the wagering is not known yet. */
  wagering?: { required: string; wagered: string; left: string } | undefined;
  bonusName?: string | undefined;
  /** Lets the player cancel the active bonus here (its bonus money is forfeited). */
  bonusCancel?: Omit<BonusCancelProps, "bonusName"> | undefined;
};

/** Spec §6/§8: one notice per unmet withdrawal condition, each with what to do next. */
export function ConditionNotices({ conditions, wagering, bonusName, bonusCancel }: ConditionNoticesProps) {
  const { t } = useLingui();
  const unmet = conditions.filter((condition) => !condition.met);
  if (unmet.length === 0) return null;
  const notice = (code: string, title: string, body: ReactNode, next: ReactNode) => (
    <li key={code} className={styles.notice} data-condition={code}>
      <Text as="h3" size="md" weight="bold">{title}</Text>
      <Text as="p">{body}</Text>
      <div className={styles.actions}>{next}</div>
    </li>
  );
  return (
    <section aria-label={t`Before you can withdraw`}>
      <ul className={styles.notices}>
        {unmet.map(({ code }) => {
          switch (code) {
            case "WITHDRAWAL_NEEDS_DEPOSIT":
              return notice(code, t`A deposit is needed first`,
                t`Anti-money-laundering rules ask for at least one deposit before your first withdrawal.`,
                <PageLink page="deposit">{t`Make a deposit`}</PageLink>);
            case "WITHDRAWAL_EMAIL_NOT_VERIFIED":
              return notice(code, t`Verify your e-mail address`,
                t`Open the link we sent to your e-mail address. You can send it again from your profile.`,
                <PageLink page="editProfile">{t`Go to your profile`}</PageLink>);
            case "WITHDRAWAL_WAGERING_INCOMPLETE":
              return notice(code, t`Deposit wagering is not finished`,
                wagering
                  ? t`Your deposits must be wagered once before a withdrawal: ${wagering.wagered} of ${wagering.required} wagered, ${wagering.left} to go.`
                  : t`Your deposits must be wagered once before a withdrawal.`,
                <PageLink page="casino">{t`Play in the casino`}</PageLink>);
            case "WITHDRAWAL_ACTIVE_BONUS":
              return notice(code, t`Withdrawal is blocked while a bonus is active`,
                bonusName
                  ? t`Your bonus ${bonusName} is active. Finish its wagering, or cancel it to withdraw now.`
                  : t`A bonus is active. Finish its wagering, or cancel it to withdraw now.`,
                <>
                  <PageLink page="bonuses">{t`My bonuses`}</PageLink>
                  {bonusCancel ? <BonusCancel {...bonusCancel} bonusName={bonusName} /> : null}
                </>);
          }
        })}
      </ul>
    </section>
  );
}
