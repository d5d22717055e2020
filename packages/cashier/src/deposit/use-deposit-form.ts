import { useCallback, useEffect, useMemo, useRef } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { PaymentMethod } from "@casino/api-client";
import { DEFAULT_DEPOSIT_AMOUNT } from "@casino/domain";
import type { DepositFormValues } from "./deposit-form-values.ts";
import { amountRules, depositResolver } from "./deposit-schema.ts";

export type DepositFormOptions = {
  method: PaymentMethod | undefined;
  currency: string;
  crypto: boolean;
  remainingLimit: number | null;
  showAllFields: boolean;
  allowWithoutAddress: boolean;
};

/**
 * The react-hook-form of the deposit. The rules follow the chosen method (its range and fields) without
 * remounting the form, so the amount and the bonus survive a change of method.
 */
export function useDepositForm({ method, currency, crypto, remainingLimit, showAllFields, allowWithoutAddress }: DepositFormOptions) {
  const rules = useMemo(() => amountRules(method, currency, crypto, remainingLimit), [method, currency, crypto, remainingLimit]);
  const current = useMemo(
    () => (method ? depositResolver(method, rules, { showAllFields, allowWithoutAddress, now: new Date() }) : null),
    [method, rules, showAllFields, allowWithoutAddress],
  );
  const latest = useRef(current);
  const resolver = useCallback<Resolver<DepositFormValues>>(
    (values, context, options) => (latest.current ? latest.current(values, context, options) : { values, errors: {} }),
    [],
  );
  const form = useForm<DepositFormValues>({
    resolver,
    defaultValues: { amount: DEFAULT_DEPOSIT_AMOUNT, bonusId: null, fields: {} },
    mode: "onTouched",
  });
  const { trigger, getFieldState } = form;
  const { isSubmitted } = form.formState;
  useEffect(() => {
    latest.current = current;
    // Another method has another range: re-check an amount the player already saw judged.
    if (getFieldState("amount").isTouched || isSubmitted) void trigger("amount");
  }, [current, trigger, getFieldState, isSubmitted]);
  return { form, rules };
}
