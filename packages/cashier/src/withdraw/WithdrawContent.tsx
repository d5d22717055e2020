import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { cancelBonusMutationOptions, paymentMethodsQueryOptions, transactionsQueryOptions, type User } from "@casino/api-client";
import { visibleMethods } from "@casino/domain";
import { LoadError, formatMoney, useSettings } from "@casino/shell";
import { Text } from "@casino/ui-kit";
import { ConditionNotices } from "./ConditionNotices.tsx";
import { MethodPicker } from "./MethodPicker.tsx";
import { PendingWithdrawals } from "./PendingWithdrawals.tsx";
import { useWithdrawal } from "./use-withdrawal.ts";
import { conditionsFromDetails } from "./withdraw-errors.ts";
import { WithdrawForm } from "./WithdrawForm.tsx";
import { WithdrawSkeleton } from "./WithdrawSkeleton.tsx";
import * as styles from "./WithdrawPage.css.ts";

/** The logged-in player's cashier: methods that can pay out in their currency, the conditions and the flow. */
export function WithdrawContent({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const currency = user.currencyCode;
  const methods = useQuery({
    ...paymentMethodsQueryOptions({ currencyCode: currency, countryCode: user.countryCode ?? undefined, language: i18n.locale }),
    select: (all) =>
      visibleMethods(all, { countryCode: user.countryCode ?? "", currencyCode: currency, email: user.email, tags: user.tags }).filter(
        (method) => method.withdrawalExist && method.withdrawalLimits[currency] !== undefined,
      ),
  });
  const withdrawals = useQuery(transactionsQueryOptions({ type: "withdrawal", language: i18n.locale }));
  const cancelBonus = useMutation(cancelBonusMutationOptions(queryClient));
  const flow = useWithdrawal(user.userId);
  const [picked, setPicked] = useState<number>();
  const method = methods.data?.find((m) => m.id === picked) ?? methods.data?.[0];

  // Before a calculation the player's details tell three conditions; a quote tells all four, wagering included.
  const quote = flow.quoted?.quote;
  const money = (amount: number) => formatMoney(amount, currency, i18n.locale, { crypto: user.isCrypto });
  const notices = settings.withdrawalConditions ? (
    <ConditionNotices
      conditions={quote ? quote.conditions : conditionsFromDetails(user)}
      wagering={quote ? { required: money(quote.wagering.required), wagered: money(quote.wagering.wagered), left: money(quote.wagering.left) } : undefined}
      bonusName={user.activeBonus?.name}
      bonusCancel={{
        onCancel: () => cancelBonus.mutate({}, { onSuccess: () => flow.invalidate() }),
        cancelling: cancelBonus.isPending,
        failed: cancelBonus.isError,
      }}
    />
  ) : null;

  let form;
  if (methods.isError && !methods.data) form = <LoadError error={methods.error} onRetry={() => void methods.refetch()} retrying={methods.isFetching} />;
  else if (!methods.data) form = <WithdrawSkeleton />;
  else if (!method) form = <Text as="p">{t`No withdrawal method is available for your account right now.`}</Text>;
  else {
    form = (
      <>
        <MethodPicker methods={methods.data} selected={method.id} onSelect={(id) => { flow.invalidate(); setPicked(id); }} />
        <WithdrawForm
          key={method.id}
          method={method}
          currency={currency}
          crypto={user.isCrypto}
          available={user.userWallet.amount}
          showConditions={settings.withdrawalConditions}
          flow={flow}
        />
      </>
    );
  }
  return (
    <>
      {notices}
      <Text as="p">{t`Available to withdraw: ${money(user.userWallet.amount)}`}</Text>
      <div className={styles.stack}>{form}</div>
      <PendingWithdrawals
        rows={withdrawals.data?.rows}
        error={withdrawals.error}
        retrying={withdrawals.isFetching}
        onRetry={() => void withdrawals.refetch()}
        crypto={user.isCrypto}
      />
    </>
  );
}
