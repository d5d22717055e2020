import type { Payment } from "../endpoints/cashier/payment-schema.ts";
import type { PaymentMethod } from "../endpoints/cashier/payment-methods.ts";
import type { Transaction } from "../endpoints/wallet/transactions.ts";

/**
 * A complete get-payments method, for tests and stories: a redirect method with no fields and EUR limits, shown
 * to every player. `rawTitle` and `paymentMethod` follow the title and the name unless given.
 */
export function paymentMethodFixture(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  const name = overrides.name ?? "netbanking";
  const title = overrides.title ?? "Netbanking";
  return {
    id: 7,
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
    tagRestrictedCountries: { matched: [], unmatched: [], perTag: {}, default: [] },
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

/** A complete payment (deposit or withdrawal answer): a completed €75 card deposit unless overridden. */
export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
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

/** A complete transactions row: a completed €100 SEPA deposit unless overridden. */
export function transactionFixture(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: "P1",
    date: "2026-11-20T10:15:00.000Z",
    method: "SEPA transfer",
    type: "deposit",
    amount: 100,
    currency: "EUR",
    status: "completed",
    bonus: 0,
    bonusId: null,
    ...overrides,
  };
}
