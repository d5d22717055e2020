import * as v from "valibot";
import type { Resolver } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import type { PaymentMethod } from "@casino/api-client";
import { depositAmountProblem } from "@casino/domain";
import type { DepositFormValues } from "./deposit-form-values.ts";
import { depositFieldsSchema } from "./fields/field-rules.ts";

export type AmountRules = { min?: number; max?: number; crypto: boolean; remainingLimit?: number | null };

/** The method's minimum and maximum in the player's currency (spec §5), and the decimals of that currency. */
export function amountRules(method: PaymentMethod | undefined, currency: string, crypto: boolean, remainingLimit: number | null): AmountRules {
  const limits = method?.limits[currency];
  return { ...(limits ? { min: limits.min, max: limits.max } : {}), crypto, remainingLimit };
}

/** An empty or unreadable input is no amount at all ("required"), not zero. */
export const amountOrUndefined = (amount: unknown): number | undefined =>
  typeof amount === "number" && Number.isFinite(amount) ? amount : undefined;

/**
 * The whole form: the amount by the domain's rules (the issue's message is the AmountProblem code, shown at the
 * field) and the method's fields by the methods slice's schema.
 */
export function depositSchema(method: PaymentMethod, rules: AmountRules, options: { showAllFields: boolean; allowWithoutAddress: boolean; now: Date }) {
  return v.object({
    amount: v.pipe(
      v.unknown(),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = depositAmountProblem(amountOrUndefined(dataset.value), rules);
        if (problem) addIssue({ message: problem });
      }),
    ),
    bonusId: v.nullable(v.number()),
    fields: depositFieldsSchema(method, options),
  });
}

export function depositResolver(...args: Parameters<typeof depositSchema>): Resolver<DepositFormValues> {
  // raw: the form keeps the values as typed; the payload is built from them on submit.
  return valibotResolver(depositSchema(...args), undefined, { raw: true }) as unknown as Resolver<DepositFormValues>;
}
