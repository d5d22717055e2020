import { useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useLingui } from "@lingui/react/macro";
import { AmountFormSchema, type AmountCode, type AmountFormInput, type AmountFormOutput } from "./amount-schema.ts";

/** The form of one amount (a limit's new value) and the translated error of its field. */
export function useAmountForm() {
  const { t } = useLingui();
  const form = useForm<AmountFormInput, unknown, AmountFormOutput>({ resolver: valibotResolver(AmountFormSchema), defaultValues: { amount: "" } });
  const code = form.formState.errors.amount?.message as AmountCode | undefined;
  const texts: Record<AmountCode, string> = {
    amountRequired: t`Enter an amount`,
    amountPositive: t`The amount must be greater than zero`,
    amountDecimals: t`Use at most 2 decimals`,
    amountTooLarge: t`Please check the amount`,
  };
  return { form, amountError: code ? texts[code] : undefined };
}
