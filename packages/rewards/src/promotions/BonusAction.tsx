import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import type { Bonus } from "@casino/api-client";
import { useModal, useSession } from "@casino/shell";
import { Button } from "@casino/ui-kit";
import { ActivationOutcome } from "../activation/ActivationOutcome.tsx";
import type { BonusActivation } from "../activation/use-bonus-activation.ts";
import { bonusActionKind } from "./bonus-display.ts";
import { BONUS_SEARCH_PARAM } from "./promotions-search.ts";
import * as styles from "./BonusCard.css.ts";

export type BonusActionProps = {
  bonus: Bonus;
  activation: BonusActivation;
  /** The id of the element naming the bonus, so "Claim" is read as the bonus's claim. */
  describedBy?: string;
};

/**
 * The bonus's claim or deposit action (spec §3 types) and its outcome. A guest is asked to log in first; the URL
 * keeps the bonus (`?bonus=slug`), so the login brings the player back to this card.
 */
export function BonusAction({ bonus, activation, describedBy }: BonusActionProps) {
  const { t } = useLingui();
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const { open } = useModal();
  const kind = bonusActionKind(bonus);

  if (!isAuthenticated) {
    const askLogin = () =>
      void navigate({ to: ".", search: (prev: Record<string, unknown>) => ({ ...prev, [BONUS_SEARCH_PARAM]: bonus.slug }), replace: true }).then(() =>
        open("login"),
      );
    return (
      <div className={styles.action}>
        <Button type="button" onClick={askLogin} aria-describedby={describedBy} fullWidth>
          {kind === "deposit" ? t`Log in to get this bonus` : t`Log in to claim`}
        </Button>
      </div>
    );
  }

  const pending = activation.pendingBonusId === bonus.id;
  const busy = activation.pendingBonusId !== null;
  const outcome = activation.result?.bonusId === bonus.id ? activation.result.outcome : null;
  return (
    <div className={styles.action}>
      <Button
        type="button"
        loading={pending}
        disabled={busy && !pending}
        aria-describedby={describedBy}
        onClick={() => activation.activate(bonus.id)}
        fullWidth
      >
        {kind === "deposit" ? t`Get it with a deposit` : t`Claim`}
      </Button>
      {outcome ? (
        <ActivationOutcome
          outcome={outcome}
          confirming={pending}
          onConfirmCancel={() => activation.activate(bonus.id, { confirmCancelCurrent: true })}
        />
      ) : null}
    </div>
  );
}
