import { useId, useRef, useState } from "react";
import { Controller, FormProvider } from "react-hook-form";
import { useLingui } from "@lingui/react/macro";
import type { Bonus, DepositPayload, PaymentMethod } from "@casino/api-client";
import { Button } from "@casino/ui-kit";
import { useMoney } from "../shared/use-money.ts";
import { AmountSelector } from "./AmountSelector.tsx";
import { BonusPicker } from "./BonusPicker.tsx";
import { DepositFailure } from "./DepositFailure.tsx";
import { RemainingLimit } from "./DepositNotices.tsx";
import { DepositFields } from "./fields/DepositFields.tsx";
import { MethodList } from "./MethodList.tsx";
import { useAmountProblemText } from "./use-amount-problem-text.ts";
import { useDepositForm } from "./use-deposit-form.ts";
import type { DepositFailure as Failure } from "./use-deposit-submit.ts";
import * as styles from "./DepositForm.css.ts";

export type DepositFormProps = {
  methods: readonly PaymentMethod[];
  /** The method to start with (a failed deposit's alternative); otherwise the first one (version 1) or none (2). */
  initialMethodId?: number | null;
  currency: string;
  /** A crypto account: amounts up to 8 decimals. */
  crypto: boolean;
  remainingLimit: number | null;
  bonuses: readonly Bonus[];
  activeBonusName: string | null;
  /** depositFormVersion: 1 one page (method, amount, details); 2 two steps (the method first, then the rest). */
  version: number;
  showAllFields: boolean;
  allowWithoutAddress: boolean;
  busy: boolean;
  failure: Failure | null;
  /** The checked values; the caller adds returnUrl and the Idempotency-Key. */
  onPay: (payload: Omit<DepositPayload, "returnUrl">) => void;
};

export function DepositForm(props: DepositFormProps) {
  const { methods, currency, crypto, remainingLimit, bonuses, activeBonusName, version, busy, failure, onPay } = props;
  const { t } = useLingui();
  const money = useMoney();
  const twoSteps = version === 2;
  const initial = props.initialMethodId ?? null;
  const [methodId, setMethodId] = useState<number | null>(initial ?? (twoSteps ? null : (methods[0]?.id ?? null)));
  const [step, setStep] = useState<"method" | "details">(twoSteps && initial === null ? "method" : "details");
  const method = methods.find((candidate) => candidate.id === methodId);
  const { form, rules } = useDepositForm({ ...props, method });
  const methodsRef = useRef<HTMLFieldSetElement>(null);
  const format = (amount: number | undefined) => (amount === undefined ? undefined : money(amount, currency, crypto));
  const problemText = useAmountProblemText({ min: format(rules.min), max: format(rules.max), remaining: format(rules.remainingLimit ?? undefined) });

  const choose = (next: PaymentMethod) => {
    // Fields typed for another method do not belong to this one.
    if (next.id !== methodId) form.setValue("fields", {});
    setMethodId(next.id);
    if (twoSteps) setStep("details");
  };
  const otherMethod = () => {
    if (twoSteps) setStep("method");
    // In two steps the list renders with the next commit: focus it once it is there.
    requestAnimationFrame(() => methodsRef.current?.querySelector<HTMLInputElement>("input:not(:checked), input")?.focus());
  };
  // A new deposit bonus cancels the active one only once the player agreed to it (spec §4).
  const [replaceConfirmed, setReplaceConfirmed] = useState(false);
  const [replaceMissing, setReplaceMissing] = useState(false);
  const replaceId = useId();
  const selectBonus = (id: number | null) => {
    form.setValue("bonusId", id);
    setReplaceConfirmed(false);
    setReplaceMissing(false);
  };
  const confirmReplace = (confirmed: boolean) => {
    setReplaceConfirmed(confirmed);
    if (confirmed) setReplaceMissing(false);
  };
  const submit = form.handleSubmit((values) => {
    if (!method) return;
    if (activeBonusName && values.bonusId !== null && !replaceConfirmed) {
      setReplaceMissing(true);
      document.getElementById(replaceId)?.focus();
      return;
    }
    const fields = Object.fromEntries(Object.entries(values.fields).filter(([, value]) => value !== undefined && value !== ""));
    const bonus = values.bonusId === null ? {} : { bonusId: values.bonusId, ...(activeBonusName ? { confirmCancelCurrent: true } : {}) };
    onPay({ methodId: method.id, amount: values.amount, currency, ...bonus, fields });
  });
  const amount = form.watch("amount");
  const limits = method?.limits[currency];
  const [min, max] = [format(limits?.min), format(limits?.max)];
  const hint = min && max ? t`Min ${min} · Max ${max}` : undefined;
  const payAmount = format(Number.isFinite(amount) ? amount : undefined) ?? "";

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Deposit`}>
        {step === "method" || !twoSteps ? (
          <MethodList ref={methodsRef} methods={methods} selectedId={methodId} onSelect={choose} currency={currency} crypto={crypto} disabled={busy} />
        ) : null}
        {step === "details" && method ? (
          <>
            {twoSteps ? (
              <div className={styles.footer}>
                <span>{method.title}</span>
                <Button type="button" size="sm" variant="ghost" onClick={otherMethod} disabled={busy}>{t`Change method`}</Button>
              </div>
            ) : null}
            <Controller
              control={form.control}
              name="amount"
              render={({ field, fieldState }) => (
                <AmountSelector value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} currency={currency} crypto={crypto} hint={hint} error={problemText(fieldState.error?.message)} disabled={busy} />
              )}
            />
            <DepositFields method={method} showAllFields={props.showAllFields} allowWithoutAddress={props.allowWithoutAddress} />
            {bonuses.length > 0 ? (
              <BonusPicker
                bonuses={bonuses} selectedId={form.watch("bonusId")} onSelect={selectBonus} activeBonusName={activeBonusName} currency={currency} disabled={busy}
                replaceConfirmed={replaceConfirmed} onReplaceConfirmedChange={confirmReplace} replaceMissing={replaceMissing} replaceId={replaceId}
              />
            ) : null}
            {remainingLimit !== null ? <RemainingLimit remaining={remainingLimit} currency={currency} crypto={crypto} /> : null}
            {failure ? <DepositFailure failure={failure} onRetry={() => void submit()} onChangeAmount={() => form.setFocus("amount")} onOtherMethod={otherMethod} /> : null}
            <div className={styles.footer}>
              <Button type="submit" loading={busy} disabled={busy}>
                {busy ? t`Processing…` : t`Pay ${payAmount}`}
              </Button>
            </div>
          </>
        ) : null}
      </form>
    </FormProvider>
  );
}
