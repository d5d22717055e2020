import type { PaymentFields, PaymentMethod, WithdrawalPayload } from "@casino/api-client";
import { parseAmount, type WithdrawValues } from "./withdraw-form-schema.ts";

export const EMPTY_VALUES: WithdrawValues = { amount: "" };

/** What calculate and confirm send: the parsed amount and only the method's fields that were filled in. */
export function buildPayload(method: Pick<PaymentMethod, "id" | "withdrawalFields">, currency: string, values: WithdrawValues): WithdrawalPayload {
  const fields: PaymentFields = {};
  for (const { name } of method.withdrawalFields) {
    const value = values[name]?.trim();
    if (value) fields[name] = value;
  }
  return { methodId: method.id, amount: parseAmount(values.amount) ?? 0, currency, fields };
}
