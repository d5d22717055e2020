import type { PaymentMethod } from "@casino/api-client";
import { paymentMethodFixture, transactionFixture } from "@casino/api-client/test-support";

/** The seeded methods the result modals care about (apps/sandbox-api payments-method-data); visible to a DE/EUR player. */
export const METHODS: PaymentMethod[] = [
  paymentMethodFixture({ id: 4, name: "card", title: "Visa / Mastercard", flow: "card", isCardForm: true }),
  paymentMethodFixture({ id: 10, name: "netbanking", title: "Netbanking", sortPriority: 7 }),
  paymentMethodFixture({ id: 11, name: "carouseller", title: "Carouseller", sortPriority: 9 }),
];

/** The transactions row of a completed card deposit. */
export const CARD_DEPOSIT_ROW = transactionFixture({ id: "pay_1", date: "2026-11-22T10:01:00.000Z", method: "Visa / Mastercard", amount: 50 });
