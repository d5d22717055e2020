import type { PaymentFieldSpec } from "@casino/api-client";
import { paymentMethodFixture } from "@casino/api-client/test-support";

// Payment methods shaped like the sandbox's seeds (apps/sandbox-api payments-method-data.ts), for tests and stories.

const req = (...names: PaymentFieldSpec["name"][]) => names.map((name) => ({ name, required: true }));
const opt = (...names: PaymentFieldSpec["name"][]) => names.map((name) => ({ name, required: false }));
const limits = { EUR: { min: 10, max: 5000 }, INR: { min: 100, max: 100_000 } };

export const cardMethod = paymentMethodFixture({
  id: 1, sortPriority: 1, name: "card", title: "Visa / Mastercard", flow: "card", isCardForm: true, limits,
  depositFields: req("cardholder", "cardNumber", "expiry", "cvc"),
});

export const tetherMethod = paymentMethodFixture({
  id: 4, sortPriority: 4, name: "tether", title: "Tether USDT", flow: "crypto", isCrypto: true, limits, depositFields: req("network"),
  networks: [
    { code: "USDT-TRC20", name: "Tron (TRC-20)", currency: "USDT", address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" },
    { code: "USDT-ERC20", name: "Ethereum (ERC-20)", currency: "USDT", address: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359" },
  ],
});

export const bitcoinMethod = paymentMethodFixture({
  id: 2, sortPriority: 2, name: "bitcoin", title: "Bitcoin", flow: "crypto", isCrypto: true, limits, depositFields: req("network"),
  networks: [{ code: "BTC", name: "Bitcoin", currency: "BTC", address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" }],
});

export const upiQrMethod = paymentMethodFixture({ id: 5, sortPriority: 5, name: "upi_qr", title: "UPI QR", flow: "upi_qr", limits, depositFields: req("phone") });
export const upiIdMethod = paymentMethodFixture({
  id: 6, sortPriority: 6, name: "upi_id", title: "UPI ID", flow: "upi_collect", limits, depositFields: req("upiId", "phone"),
});
export const netbankingMethod = paymentMethodFixture({
  id: 7, sortPriority: 7, name: "netbanking", title: "Netbanking", flow: "redirect", limits, depositFields: req("bankName", "phone"),
});
export const bankTransferMethod = paymentMethodFixture({
  id: 8, sortPriority: 8, name: "bank_transfer", title: "Bank transfer (SEPA)", flow: "bank_transfer", limits,
});

/** A method with optional fields, for onDepositShowAllField and allowDepWithoutAddress. */
export const wireMethod = paymentMethodFixture({
  id: 12, sortPriority: 12, name: "wire_plus", title: "Wire with details", flow: "bank_transfer", limits,
  depositFields: [...req("name", "address"), ...opt("branch", "email")],
});
