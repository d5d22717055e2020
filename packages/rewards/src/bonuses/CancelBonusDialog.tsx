import { useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { ApiError, cancelBonusMutationOptions, type UserBonus } from "@casino/api-client";
import { Button, Dialog, Text, useToast } from "@casino/ui-kit";
import { useMoney } from "../use-money.ts";
import * as styles from "./MyBonuses.css.ts";

export type CancelBonusDialogProps = { bonus: UserBonus; open: boolean; onClose: () => void };

/**
 * Cancelling forfeits the bonus money, so the player confirms it in a dialog that says what is lost: the bonus
 * balance, the wagering done so far, the free spins left; a pending bonus is only not applied to the deposit.
 */
export function CancelBonusDialog({ bonus, open, onClose }: CancelBonusDialogProps) {
  const { t } = useLingui();
  const money = useMoney();
  const toast = useToast();
  const queryClient = useQueryClient();
  const cancel = useMutation(cancelBonusMutationOptions(queryClient));
  // One cancel per click: a second click can come before the render that disables the button.
  const sent = useRef(false);
  const name = bonus.name;
  const currency = bonus.currencyCode;

  const confirm = () => {
    if (sent.current) return;
    sent.current = true;
    cancel.mutate(
      { userBonusId: bonus.id },
      {
        onSuccess: ({ forfeitedAmount }) => {
          const forfeited = money(forfeitedAmount, currency);
          toast.show({ tone: "success", title: forfeitedAmount > 0 ? t`${name} cancelled: ${forfeited} of bonus money forfeited.` : t`${name} cancelled.` });
          onClose();
        },
        // After a success the dialog is closing over a bonus that is gone: its button must not send again.
        onError: () => {
          sent.current = false;
        },
      },
    );
  };
  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  };
  const gone = cancel.error instanceof ApiError && cancel.error.code === "NO_ACTIVE_BONUS";

  const losses: string[] = [];
  if (bonus.status === "pending") {
    losses.push(t`The bonus will not be added to your next deposit.`);
  } else {
    const amount = money(bonus.bonusAmount, currency);
    losses.push(
      bonus.bonusAmount > 0
        ? t`Your bonus balance from ${name} (a bonus of ${amount}) and what it has won are forfeited.`
        : t`Your bonus balance from ${name} and what it has won are forfeited.`,
    );
    if (bonus.wagerRequired > 0) {
      const wagered = money(bonus.wagered, currency);
      const required = money(bonus.wagerRequired, currency);
      losses.push(t`The wagering done so far is lost: ${wagered} of ${required}.`);
    }
    const spins = bonus.freeSpinsLeft ?? 0;
    if (spins > 0) losses.push(t`Your ${spins} free spins left are lost.`);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      alert
      size="sm"
      title={t`Cancel ${name}?`}
      actions={
        <>
          <Button type="button" variant="ghost" disabled={cancel.isPending} onClick={close}>
            {t`Keep the bonus`}
          </Button>
          <Button type="button" variant="danger" loading={cancel.isPending} onClick={confirm}>
            {t`Yes, cancel the bonus`}
          </Button>
        </>
      }
    >
      <div className={styles.section}>
        <ul>
          {losses.map((loss) => (
            <li key={loss}>{loss}</li>
          ))}
        </ul>
        <Text as="p" weight="bold">
          {t`This cannot be undone.`}
        </Text>
        <div role="alert">
          {cancel.isError ? (
            <Text as="p" tone="danger">
              {gone ? t`This bonus has already ended.` : t`The bonus could not be cancelled. Try again later.`}
            </Text>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
