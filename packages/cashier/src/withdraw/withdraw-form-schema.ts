import * as v from "valibot";
import type { PaymentFieldName, PaymentFieldSpec } from "@casino/api-client";
import { amountDecimals, bankCodeValid, parseAmountInput, typedDecimals, upiIdValid, walletAddressValid } from "@casino/domain";

/** The form keeps text as typed; the amount is parsed only when sent. */
export type WithdrawValues = { amount: string } & Partial<Record<PaymentFieldName, string>>;

/** Each code has its own translated text (use-withdraw-messages.ts). */
export type WithdrawProblem =
  | "required" | "not-number" | "not-positive" | "too-many-decimals" | "below-min" | "above-max" | "over-available"
  | "invalid-email" | "invalid-bank-code" | "invalid-upi-id" | "invalid-wallet-address";

export type AmountRules = { min?: number | undefined; max?: number | undefined; available?: number | undefined; crypto: boolean };

/** "12,5", "12.5" and "١٢٫٥" are the same amount; anything else that is not a plain number is refused. */
export const parseAmount = parseAmountInput;

/** Spec §5/§9: 2 decimals (crypto 8), within the method's withdrawal limits and the cash the player has. */
export function withdrawAmountProblem(raw: string, rules: AmountRules): WithdrawProblem | null {
  if (raw.trim() === "") return "required";
  const amount = parseAmount(raw);
  if (amount === undefined) return "not-number";
  if (!(amount > 0)) return "not-positive";
  if (typedDecimals(raw) > amountDecimals(rules.crypto)) return "too-many-decimals";
  if (rules.min !== undefined && amount < rules.min) return "below-min";
  if (rules.max !== undefined && amount > rules.max) return "above-max";
  if (rules.available !== undefined && amount > rules.available) return "over-available";
  return null;
}

/** One field's own rule; the wallet address is checked against the network below. */
function fieldProblem(name: PaymentFieldName, value: string): WithdrawProblem | null {
  if (name === "email") return v.is(v.pipe(v.string(), v.email()), value) ? null : "invalid-email";
  if (name === "bankCode") return bankCodeValid(value) ? null : "invalid-bank-code";
  if (name === "upiId") return upiIdValid(value) ? null : "invalid-upi-id";
  return null;
}

const text = (check: (value: string) => WithdrawProblem | null) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? check(dataset.value.trim()) : null;
      if (problem) addIssue({ message: problem });
    }),
  );

/**
 * The withdrawal form of one method (its `withdrawalFields`): required fields, the domain's patterns, and the
 * amount rules. Netbanking always needs the bank name (spec §5). Issues carry a WithdrawProblem as message.
 */
export function withdrawFormSchema(fields: readonly PaymentFieldSpec[], amount: AmountRules, options: { bankNameRequired?: boolean } = {}) {
  const entries: Record<string, ReturnType<typeof text>> = { amount: text((value) => withdrawAmountProblem(value, amount)) };
  for (const field of fields) {
    const required = field.required || (field.name === "bankName" && options.bankNameRequired === true);
    entries[field.name] = text((value) => (value === "" ? (required ? "required" : null) : fieldProblem(field.name, value)));
  }
  const object = v.object(entries) as unknown as v.GenericSchema<Record<string, string>, Record<string, string>>;
  if (!fields.some((field) => field.name === "walletAddress")) return object;
  return v.pipe(
    object,
    v.forward(
      v.check((values) => {
        const address = (values["walletAddress"] ?? "").trim();
        return address === "" || walletAddressValid(address, values["network"] ?? "");
      }, "invalid-wallet-address"),
      ["walletAddress"],
    ),
  );
}
