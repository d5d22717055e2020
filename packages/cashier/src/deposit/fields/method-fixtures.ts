import type { PaymentFieldSpec, PaymentMethod } from "@casino/api-client";

// Payment methods shaped like the sandbox's seeds (apps/sandbox-api payments-method-data.ts), for tests and stories.

const req = (...names: PaymentFieldSpec["name"][]) => names.map((name) => ({ name, required: true }));
const opt = (...names: PaymentFieldSpec["name"][]) => names.map((name) => ({ name, required: false }));

function method(overrides: Partial<PaymentMethod> & Pick<PaymentMethod, "id" | "name" | "title" | "flow">): PaymentMethod {
  return {
    description: "",
    rawTitle: overrides.title,
    thumbnailUrl: "",
    isActive: true,
    hidden: false,
    withdrawalExist: false,
    sortPriority: overrides.id,
    allowedCountries: [],
    restrictedCountries: [],
    tagRestrictedCountries: { matched: [], unmatched: [], perTag: {}, default: [] },
    allowedCurrencies: [],
    restrictedCurrencies: [],
    allowEmails: [],
    allowTags: [],
    paymentMethod: overrides.name,
    isCardForm: false,
    isCrypto: false,
    requiresEmailVerification: false,
    requiresPhone: false,
    limits: { EUR: { min: 10, max: 5000 }, INR: { min: 100, max: 100_000 } },
    withdrawalLimits: {},
    withdrawalFeePercent: 0,
    networks: [],
    depositFields: [],
    withdrawalFields: [],
    ...overrides,
  };
}

export const cardMethod = method({
  id: 1, name: "card", title: "Visa / Mastercard", flow: "card", isCardForm: true,
  depositFields: req("cardholder", "cardNumber", "expiry", "cvc"),
});

export const tetherMethod = method({
  id: 4, name: "tether", title: "Tether USDT", flow: "crypto", isCrypto: true, depositFields: req("network"),
  networks: [
    { code: "USDT-TRC20", name: "Tron (TRC-20)", currency: "USDT", address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" },
    { code: "USDT-ERC20", name: "Ethereum (ERC-20)", currency: "USDT", address: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359" },
  ],
});

export const bitcoinMethod = method({
  id: 2, name: "bitcoin", title: "Bitcoin", flow: "crypto", isCrypto: true, depositFields: req("network"),
  networks: [{ code: "BTC", name: "Bitcoin", currency: "BTC", address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" }],
});

export const upiQrMethod = method({ id: 5, name: "upi_qr", title: "UPI QR", flow: "upi_qr", depositFields: req("phone") });
export const upiIdMethod = method({ id: 6, name: "upi_id", title: "UPI ID", flow: "upi_collect", depositFields: req("upiId", "phone") });
export const netbankingMethod = method({ id: 7, name: "netbanking", title: "Netbanking", flow: "redirect", depositFields: req("bankName", "phone") });
export const bankTransferMethod = method({ id: 8, name: "bank_transfer", title: "Bank transfer (SEPA)", flow: "bank_transfer" });

/** A method with optional fields, for onDepositShowAllField and allowDepWithoutAddress. */
export const wireMethod = method({
  id: 12, name: "wire_plus", title: "Wire with details", flow: "bank_transfer",
  depositFields: [...req("name", "address"), ...opt("branch", "email")],
});
