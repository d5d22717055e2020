import { useId, useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { UserBonus } from "@casino/api-client";
import { Button, Surface } from "@casino/ui-kit";
import { CancelBonusDialog } from "./CancelBonusDialog.tsx";
import * as styles from "./MyBonuses.css.ts";

export type BonusCardProps = {
  bonus: UserBonus;
  /** The state beside the name: its text and look. */
  badge: { text: string; className: string };
  /** Links before the cancel button (deposit, ...). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A running or waiting bonus: a region named by the bonus, its state, its details and cancelling with a confirmation. */
export function BonusCard({ bonus, badge, actions, children }: BonusCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [cancelling, setCancelling] = useState(false);
  return (
    <Surface as="section" aria-labelledby={titleId}>
      <div className={styles.section}>
        <div className={styles.cardHead}>
          <h2 id={titleId} className={styles.heading}>
            {bonus.name}
          </h2>
          <span className={badge.className}>{badge.text}</span>
        </div>
        {children}
        <div className={styles.actions}>
          {actions}
          <Button type="button" variant="secondary" onClick={() => setCancelling(true)}>
            {t`Cancel the bonus`}
          </Button>
        </div>
      </div>
      <CancelBonusDialog bonus={bonus} open={cancelling} onClose={() => setCancelling(false)} />
    </Surface>
  );
}
