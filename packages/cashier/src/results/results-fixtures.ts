import type { Payment, PaymentMethod, Transaction } from "@casino/api-client";

const noTags = { matched: [], unmatched: [], perTag: {}, default: [] };

/** A get-payments method with every field of the schema; visible to a DE/EUR player unless overridden. */
export function paymentMethod(name: string, title: string, overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: name.length,
    name,
    title,
    description: "",
    rawTitle: title,
    thumbnailUrl: "",
    isActive: true,
    hidden: false,
    withdrawalExist: false,
    sortPriority: 1,
    allowedCountries: [],
    restrictedCountries: [],
    tagRestrictedCountries: noTags,
    allowedCurrencies: [],
    restrictedCurrencies: [],
    allowEmails: [],
    allowTags: [],
    paymentMethod: name,
    flow: "redirect",
    isCardForm: false,
    isCrypto: false,
    requiresEmailVerification: false,
    requiresPhone: false,
    limits: { EUR: { min: 10, max: 5000 } },
    withdrawalLimits: {},
    withdrawalFeePercent: 0,
    networks: [],
    depositFields: [],
    withdrawalFields: [],
    ...overrides,
  };
}

/** The seeded methods the result modals care about (apps/sandbox-api payments-method-data). */
export const METHODS: PaymentMethod[] = [
  paymentMethod("card", "Visa / Mastercard", { flow: "card", isCardForm: true }),
  paymentMethod("netbanking", "Netbanking", { sortPriority: 7 }),
  paymentMethod("carouseller", "Carouseller", { sortPriority: 9 }),
];

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: "pay_3ds",
    direction: "deposit",
    status: "completed",
    methodId: 4,
    methodName: "card",
    methodTitle: "Visa / Mastercard",
    currency: "EUR",
    amount: 75,
    fee: 0,
    netAmount: 75,
    bonusId: null,
    errorCode: null,
    createdAt: "2026-11-22T10:00:00.000Z",
    completedAt: "2026-11-22T10:01:00.000Z",
    ...overrides,
  };
}

export function depositRow(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: "pay_1",
    date: "2026-11-22T10:01:00.000Z",
    method: "Visa / Mastercard",
    type: "deposit",
    amount: 50,
    currency: "EUR",
    status: "completed",
    bonus: 0,
    bonusId: null,
    ...overrides,
  };
}
