import * as v from "valibot";
import type { PaymentFieldName, PaymentMethod } from "@casino/api-client";
import { bankCodeValid, cardExpiryProblem, cvcValid, luhnValid, upiIdValid } from "@casino/domain";
import { visibleDepositFields, type DepositFieldOptions } from "./field-specs.ts";

/** The message ids the schema reports; DepositFields translates them (use-field-text.ts). */
export const DEPOSIT_FIELD_CODES = [
  "required", "cardNumberInvalid", "expiryRequired", "expiryInvalidFormat", "expiryInvalidMonth", "expiryPast",
  "cvcInvalid", "cardholderRequired", "upiIdRequired", "upiIdInvalid", "bankNameRequired", "phoneRequired",
  "phoneDigitsOnly", "phoneTooShort", "networkRequired", "emailInvalid", "bankCodeInvalid", "tooLong",
] as const;
export type DepositFieldCode = (typeof DEPOSIT_FIELD_CODES)[number];

/** Spec §8 PHONE_ERROR: at least 6 digits. */
export const PHONE_MIN_DIGITS = 6;

type Rule = {
  /** The message when a required field is empty. */
  required: DepositFieldCode;
  /** The problem of a non-empty value, or null. */
  problem: (value: string, now: Date) => DepositFieldCode | null;
};

const EXPIRY_CODES = { "invalid-format": "expiryInvalidFormat", "invalid-month": "expiryInvalidMonth", past: "expiryPast", required: "expiryRequired" } as const;
const text = (value: string): DepositFieldCode | null => (value.length > 255 ? "tooLong" : null);
const phoneProblem = (value: string): DepositFieldCode | null => {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^\+?\d+$/.test(digits)) return "phoneDigitsOnly";
  return digits.replace("+", "").length < PHONE_MIN_DIGITS ? "phoneTooShort" : null;
};

function rules(method: PaymentMethod): Record<PaymentFieldName, Rule> {
  const plain: Rule = { required: "required", problem: text };
  return {
    name: plain, account: plain, branch: plain, address: plain, walletAddress: plain,
    email: { required: "required", problem: (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? text(value) : "emailInvalid") },
    bankCode: { required: "required", problem: (value) => (bankCodeValid(value) ? null : "bankCodeInvalid") },
    bankName: { required: "bankNameRequired", problem: text },
    upiId: { required: "upiIdRequired", problem: (value) => (upiIdValid(value) ? null : "upiIdInvalid") },
    network: { required: "networkRequired", problem: (value) => (method.networks.some((n) => n.code === value) ? null : "networkRequired") },
    phone: { required: "phoneRequired", problem: phoneProblem },
    cardholder: { required: "cardholderRequired", problem: text },
    cardNumber: { required: "cardNumberInvalid", problem: (value) => (luhnValid(value) ? null : "cardNumberInvalid") },
    expiry: {
      required: "expiryRequired",
      problem: (value, now) => {
        const problem = cardExpiryProblem(value, now);
        return problem ? EXPIRY_CODES[problem] : null;
      },
    },
    cvc: { required: "cvcInvalid", problem: (value) => (cvcValid(value) ? null : "cvcInvalid") },
  };
}

function fieldSchema(rule: Rule, required: boolean, now: Date) {
  return v.pipe(
    // An unchecked radio group reads null.
    v.nullish(v.string(), ""),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value.trim();
      const code = value === "" ? (required ? rule.required : null) : rule.problem(value, now);
      if (code) addIssue({ message: code });
    }),
  );
}

/**
 * Spec §5 rules of a method's deposit fields (the `fields` part of DepositFormValues): card number by checksum,
 * expiry MM/YY (invalid month, past, required), CVC exactly 3 digits, cardholder, UPI ID like name@bank, bank name
 * for netbanking, phone digits (PHONE_ERROR: at least 6), the crypto network. Hidden fields are not checked.
 * Issues carry DepositFieldCode ids, translated at the field.
 */
export function depositFieldsSchema(method: PaymentMethod, options: DepositFieldOptions & { now: Date }) {
  const table = rules(method);
  const entries = Object.fromEntries(
    visibleDepositFields(method, options).map(({ name, required }) => [name, fieldSchema(table[name], required, options.now)]),
  );
  return v.object(entries);
}
