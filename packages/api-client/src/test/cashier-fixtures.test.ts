import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PaymentSchema } from "../endpoints/cashier/payment-schema.ts";
import { PaymentMethodSchema } from "../endpoints/cashier/payment-methods.ts";
import { TransactionSchema } from "../endpoints/wallet/transactions.ts";
import { paymentFixture, paymentMethodFixture, transactionFixture } from "./cashier-fixtures.ts";

describe("cashier fixtures", () => {
  it("make a payment method the PaymentMethod schema accepts, as it is and overridden", () => {
    const crypto = paymentMethodFixture({
      id: 2, name: "bitcoin", title: "Bitcoin", flow: "crypto", isCrypto: true,
      networks: [{ code: "BTC", name: "Bitcoin", currency: "BTC", address: "bc1q" }],
      withdrawalFields: [{ name: "walletAddress", required: true }],
    });
    expect(v.parse(PaymentMethodSchema, paymentMethodFixture())).toEqual(paymentMethodFixture());
    expect(v.parse(PaymentMethodSchema, crypto)).toEqual(crypto);
  });

  it("let rawTitle and paymentMethod follow the title and the name unless given", () => {
    expect(paymentMethodFixture({ name: "upi_id", title: "UPI ID" })).toMatchObject({ rawTitle: "UPI ID", paymentMethod: "upi_id" });
    expect(paymentMethodFixture({ title: "SEPA", rawTitle: "Bank", paymentMethod: "bank" })).toMatchObject({ rawTitle: "Bank", paymentMethod: "bank" });
  });

  it("make a payment and a transactions row their schemas accept", () => {
    expect(v.parse(PaymentSchema, paymentFixture({ direction: "withdrawal", completedAt: null }))).toMatchObject({ direction: "withdrawal" });
    expect(v.parse(TransactionSchema, transactionFixture({ type: "withdrawal", status: "pending" }))).toMatchObject({ status: "pending" });
  });
});
