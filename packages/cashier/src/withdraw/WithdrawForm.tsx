import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useLingui } from "@lingui/react/macro";
import type { PaymentFieldName, PaymentMethod } from "@casino/api-client";
import { amountDecimals } from "@casino/domain";
import { formatMoney } from "@casino/shell";
import { Button, Surface, Text, TextField } from "@casino/ui-kit";
import { ConfirmedWithdrawal } from "./ConfirmedWithdrawal.tsx";
import { QuotePanel } from "./QuotePanel.tsx";
import type { useWithdrawal } from "./use-withdrawal.ts";
import { useProblemText, useWithdrawErrorText } from "./use-withdraw-messages.ts";
import { WithdrawFields } from "./WithdrawFields.tsx";
import { buildPayload, EMPTY_VALUES } from "./withdraw-payload.ts";
import { withdrawFormSchema, type WithdrawValues } from "./withdraw-form-schema.ts";
import type { WithdrawFailure } from "./withdraw-errors.ts";
import * as styles from "./WithdrawPage.css.ts";

export type WithdrawFormProps = {
  method: PaymentMethod;
  currency: string;
  crypto: boolean;
  /** Withdrawable cash (the wallet's `amount`; bonus money cannot be withdrawn). */
  available: number;
  showConditions: boolean;
  flow: ReturnType<typeof useWithdrawal>;
  /** Stories: start with these values (and their errors shown). */
  initialValues?: Partial<WithdrawValues>;
};

/** The amount and the method's fields, Calculate, the quote and Confirm; any change asks for a new calculation. */
export function WithdrawForm({ method, currency, crypto, available, showConditions, flow, initialValues }: WithdrawFormProps) {
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const errorText = useWithdrawErrorText();
  const limits = method.withdrawalLimits[currency];
  const bankNameRequired = method.paymentMethod === "netbanking";
  const resolver = useMemo(() => {
    const schema = withdrawFormSchema(method.withdrawalFields, { min: limits?.min, max: limits?.max, available, crypto }, { bankNameRequired });
    return valibotResolver(schema, undefined, { raw: true }) as unknown as Resolver<WithdrawValues>;
  }, [method.withdrawalFields, limits?.min, limits?.max, available, crypto, bankNameRequired]);
  const { register, handleSubmit, setError, formState, subscribe, reset, trigger } = useForm<WithdrawValues>({
    resolver,
    defaultValues: { ...EMPTY_VALUES, ...initialValues },
  });
  const [formFailure, setFormFailure] = useState<WithdrawFailure | null>(null);
  const { invalidate, confirmFailure } = flow;
  const money = (amount: number | undefined) => (amount === undefined ? "" : formatMoney(amount, currency, i18n.locale, { crypto }));

  useEffect(() => {
    if (initialValues) void trigger();
  }, [initialValues, trigger]);
  // Any edit after a quote makes it stale: a new calculation (and a new key) is needed before Confirm.
  useEffect(
    () => subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        // Only the player's edits (and a reset) count, not validation or submit-state updates.
        if (type !== "change" && type !== undefined) return;
        invalidate();
        setFormFailure(null);
      },
    }),
    [subscribe, invalidate],
  );
  const showFailure = (failure: WithdrawFailure) => {
    if (failure.kind === "refused" && failure.field) {
      setError(failure.field, { type: "server", message: errorText(failure.code) }, { shouldFocus: true });
    } else setFormFailure(failure);
  };
  // A refusal of the confirm step goes where the calculate one goes: at its field, or above the form.
  useEffect(() => {
    if (confirmFailure?.kind === "refused" && confirmFailure.field) {
      setError(confirmFailure.field, { type: "server", message: errorText(confirmFailure.code) }, { shouldFocus: true });
    }
  }, [confirmFailure, setError, errorText]);

  const errorOf = (name: PaymentFieldName | "amount") => {
    const error = formState.errors[name];
    if (!error) return undefined;
    return error.type === "server"
      ? error.message
      : problemText(error.message, { min: money(limits?.min), max: money(limits?.max), available: money(available), decimals: amountDecimals(crypto) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.calculating || flow.confirming) return;
    void handleSubmit(async (values) => {
      const failure = await flow.calculate(buildPayload(method, currency, values));
      if (failure) showFailure(failure);
    })(event);
  };

  if (flow.confirmed) {
    return (
      <ConfirmedWithdrawal
        payment={flow.confirmed}
        crypto={crypto}
        onAgain={() => {
          reset({ ...EMPTY_VALUES });
          invalidate();
        }}
      />
    );
  }
  const aboveForm = formFailure ?? (confirmFailure?.kind === "refused" && !confirmFailure.field ? confirmFailure : null);
  return (
    <>
      <Surface as="form" padding="md" onSubmit={submit} noValidate aria-label={t`Withdrawal details`}>
        <div role="alert">
          {aboveForm ? (
            <Text as="p" tone="danger">
              {aboveForm.kind === "refused" ? errorText(aboveForm.code) : t`Try again later`}
            </Text>
          ) : null}
        </div>
        <div className={styles.fields}>
          <TextField
            label={t`Amount (${currency})`}
            inputMode="decimal"
            autoComplete="off"
            hint={limits ? t`From ${money(limits.min)} to ${money(limits.max)}; available ${money(available)}` : t`Available ${money(available)}`}
            error={errorOf("amount")}
            {...register("amount")}
          />
          <WithdrawFields
            fields={method.withdrawalFields}
            networks={method.networks}
            register={register}
            errorOf={errorOf}
            bankNameRequired={bankNameRequired}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant={flow.quoted ? "secondary" : "primary"} loading={flow.calculating} disabled={flow.confirming}>
            {t`Calculate`}
          </Button>
        </div>
      </Surface>
      {flow.quoted ? (
        <QuotePanel
          quote={flow.quoted.quote}
          crypto={crypto}
          showConditions={showConditions}
          confirming={flow.confirming}
          failure={confirmFailure?.kind === "retry" ? confirmFailure : null}
          onConfirm={flow.confirm}
        />
      ) : null}
    </>
  );
}
