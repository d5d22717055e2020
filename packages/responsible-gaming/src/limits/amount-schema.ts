import * as v from "valibot";

/** Codes of the amount field; the row turns them into sentences. */
export type AmountCode = "amountRequired" | "amountPositive" | "amountDecimals" | "amountTooLarge";

/** A limit's amount as typed: above 0, at most 2 decimals (spec §5), within what the sandbox accepts. */
export const amountSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("amountRequired" satisfies AmountCode),
  v.transform((text) => Number(text.replace(",", "."))),
  v.number("amountPositive" satisfies AmountCode),
  v.gtValue(0, "amountPositive" satisfies AmountCode),
  v.maxValue(1_000_000_000, "amountTooLarge" satisfies AmountCode),
  v.check((amount) => Number(amount.toFixed(2)) === amount, "amountDecimals" satisfies AmountCode),
);

export const AmountFormSchema = v.object({ amount: amountSchema });
export type AmountFormInput = v.InferInput<typeof AmountFormSchema>;
export type AmountFormOutput = v.InferOutput<typeof AmountFormSchema>;
