import type { AmountLimits, CryptoNetwork, PaymentFieldSpec, PaymentFlow, TagRestrictedCountries } from "@casino/api-client";

/** The cashier's payment methods (spec §3), with every kind of restriction the spec lists somewhere. */
export interface MethodSeed {
  name: string;
  title: string;
  description: string;
  paymentMethod: string;
  flow: PaymentFlow;
  sortPriority: number;
  limits: Record<string, AmountLimits>;
  isCardForm?: boolean;
  isCrypto?: boolean;
  isActive?: boolean;
  hidden?: boolean;
  requiresEmailVerification?: boolean;
  requiresPhone?: boolean;
  allowedCountries?: string[];
  restrictedCountries?: string[];
  tagRestrictedCountries?: TagRestrictedCountries;
  allowedCurrencies?: string[];
  restrictedCurrencies?: string[];
  allowEmails?: string[];
  allowTags?: string[];
  withdrawalLimits?: Record<string, AmountLimits>;
  withdrawalFeePercent?: number;
  networks?: CryptoNetwork[];
  depositFields?: PaymentFieldSpec[];
  withdrawalFields?: PaymentFieldSpec[];
}

export const noTagRules: TagRestrictedCountries = { matched: [], unmatched: [], perTag: {}, default: [] };
const req = (...names: PaymentFieldSpec["name"][]) => names.map((name) => ({ name, required: true }));
const opt = (...names: PaymentFieldSpec["name"][]) => names.map((name) => ({ name, required: false }));

/** The same range in several currencies (major units). */
const range = (min: number, max: number, codes: string[]) => Object.fromEntries(codes.map((code) => [code, { min, max }]));
const majorFiat = ["EUR", "USD", "CAD", "GBP", "AUD", "NZD", "CHF"];
// Spec §5 gives TRY 5 to 100000 as the example range.
const fiatLimits = (min: number, max: number) => ({ ...range(min, max, majorFiat), TRY: { min: 5, max: 100_000 }, INR: { min: 500, max: 200_000 }, BRL: { min: 50, max: 25_000 } });

const cryptoCodes = ["BTC", "ETH", "USDT", "LTC", "USDC", "TRX", "DOGE", "XRP", "SOL", "BNB", "BCH", "ADA"];
const bankWithdrawal = [...req("name", "account", "bankCode", "email"), ...opt("branch", "address")];

export const paymentMethodSeeds: MethodSeed[] = [
  {
    name: "card", title: "Visa / Mastercard", description: "Instant deposit with your debit or credit card (3-D Secure).",
    paymentMethod: "card", flow: "card", isCardForm: true, sortPriority: 1,
    limits: fiatLimits(10, 5_000), restrictedCurrencies: cryptoCodes,
    // Players tagged "high-risk" cannot pay by card from Brazil or Turkey; any tagged player not from Nigeria.
    tagRestrictedCountries: { matched: ["NG"], unmatched: [], perTag: { "high-risk": ["BR", "TR"] }, default: [] },
    withdrawalLimits: fiatLimits(20, 5_000), withdrawalFeePercent: 0,
    depositFields: req("cardholder", "cardNumber", "expiry", "cvc"), withdrawalFields: req("name", "account"),
  },
  {
    name: "bitcoin", title: "Bitcoin", description: "Send BTC to your personal top-up address.",
    paymentMethod: "crypto", flow: "crypto", isCrypto: true, sortPriority: 2, requiresEmailVerification: true,
    limits: { ...range(20, 50_000, ["EUR", "USD", "CAD", "GBP"]), BTC: { min: 0.0003, max: 5 } },
    withdrawalLimits: { ...range(50, 50_000, ["EUR", "USD", "CAD", "GBP"]), BTC: { min: 0.001, max: 5 } }, withdrawalFeePercent: 1,
    networks: [{ code: "BTC", name: "Bitcoin", currency: "BTC", address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" }],
    depositFields: req("network"), withdrawalFields: req("network", "walletAddress"),
  },
  {
    name: "ethereum", title: "Ethereum", description: "Send ETH on Ethereum (ERC-20) or BNB Smart Chain.",
    paymentMethod: "crypto", flow: "crypto", isCrypto: true, sortPriority: 3, requiresEmailVerification: true,
    limits: { ...range(20, 50_000, ["EUR", "USD", "CAD", "GBP"]), ETH: { min: 0.005, max: 100 } },
    withdrawalLimits: { ...range(50, 50_000, ["EUR", "USD", "CAD", "GBP"]), ETH: { min: 0.02, max: 100 } }, withdrawalFeePercent: 1,
    networks: [
      { code: "ETH-ERC20", name: "Ethereum (ERC-20)", currency: "ETH", address: "0x71C7656EC7ab88b098defB751B7401B5f6d8976F" },
      { code: "ETH-BEP20", name: "BNB Smart Chain (BEP-20)", currency: "ETH", address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" },
    ],
    depositFields: req("network"), withdrawalFields: req("network", "walletAddress"),
  },
  {
    name: "tether", title: "Tether USDT", description: "Send USDT on Tron, Ethereum or BNB Smart Chain.",
    paymentMethod: "crypto", flow: "crypto", isCrypto: true, sortPriority: 4, requiresEmailVerification: true,
    limits: { ...range(10, 100_000, ["EUR", "USD", "CAD", "GBP", "INR"]), USDT: { min: 10, max: 100_000 } },
    withdrawalLimits: { ...range(20, 100_000, ["EUR", "USD", "CAD", "GBP", "INR"]), USDT: { min: 20, max: 100_000 } }, withdrawalFeePercent: 0.5,
    // In India only VIP-tagged players see USDT.
    tagRestrictedCountries: { matched: [], unmatched: ["IN"], perTag: { vip: [] }, default: ["IN"] },
    networks: [
      { code: "USDT-TRC20", name: "Tron (TRC-20)", currency: "USDT", address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" },
      { code: "USDT-ERC20", name: "Ethereum (ERC-20)", currency: "USDT", address: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359" },
      { code: "USDT-BEP20", name: "BNB Smart Chain (BEP-20)", currency: "USDT", address: "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB" },
    ],
    depositFields: req("network"), withdrawalFields: req("network", "walletAddress"),
  },
  {
    name: "upi_qr", title: "UPI QR", description: "Scan the QR code with any UPI app before it expires.",
    paymentMethod: "upi_qr", flow: "upi_qr", sortPriority: 5, requiresPhone: true,
    allowedCountries: ["IN"], allowedCurrencies: ["INR"], limits: { INR: { min: 100, max: 100_000 } },
    depositFields: req("phone"),
  },
  {
    name: "upi_id", title: "UPI ID", description: "Approve the collect request in your UPI app.",
    paymentMethod: "upi_id", flow: "upi_collect", sortPriority: 6, requiresPhone: true,
    allowedCountries: ["IN"], allowedCurrencies: ["INR"], limits: { INR: { min: 100, max: 100_000 } },
    withdrawalLimits: { INR: { min: 500, max: 100_000 } },
    depositFields: req("upiId", "phone"), withdrawalFields: req("name", "upiId"),
  },
  {
    name: "netbanking", title: "Netbanking", description: "Pay from your Indian bank account.",
    paymentMethod: "netbanking", flow: "redirect", sortPriority: 7, requiresPhone: true,
    allowedCountries: ["IN"], allowedCurrencies: ["INR"], limits: { INR: { min: 500, max: 200_000 } },
    withdrawalLimits: { INR: { min: 1_000, max: 200_000 } },
    depositFields: [...req("bankName", "phone")], withdrawalFields: [...bankWithdrawal, ...req("bankName")],
  },
  {
    name: "bank_transfer", title: "Bank transfer (SEPA)", description: "Transfer from a European bank account; arrives in 1-2 business days.",
    paymentMethod: "bank_transfer", flow: "bank_transfer", sortPriority: 8,
    allowedCurrencies: ["EUR"], restrictedCountries: ["US", "CA"], limits: { EUR: { min: 20, max: 50_000 } },
    withdrawalLimits: { EUR: { min: 50, max: 50_000 } }, withdrawalFeePercent: 0.5,
    withdrawalFields: bankWithdrawal,
  },
  {
    // The alternative the deposit-failed dialog offers for non-card methods (spec §4).
    name: "carouseller", title: "Carouseller", description: "Pay with the Carouseller e-wallet.",
    paymentMethod: "ewallet", flow: "redirect", sortPriority: 9,
    restrictedCountries: ["TR"], restrictedCurrencies: cryptoCodes, limits: fiatLimits(5, 10_000),
    withdrawalLimits: fiatLimits(10, 10_000), withdrawalFeePercent: 2, withdrawalFields: req("email"),
  },
  {
    name: "vip_wire", title: "VIP wire", description: "Priority wire transfer for VIP club members.",
    paymentMethod: "bank_transfer", flow: "bank_transfer", sortPriority: 10, allowTags: ["vip"],
    allowedCurrencies: ["EUR", "USD", "CAD"], limits: range(500, 250_000, ["EUR", "USD", "CAD"]),
    withdrawalLimits: range(500, 250_000, ["EUR", "USD", "CAD"]), withdrawalFields: bankWithdrawal,
  },
  {
    // Staff try new providers on the live site: only the listed accounts see it.
    name: "sandbox_test_pay", title: "Test provider", description: "Staff-only provider check.",
    paymentMethod: "ewallet", flow: "redirect", sortPriority: 11, allowEmails: ["depositor@demo.casino", "@casino.staff"],
    limits: fiatLimits(1, 1_000), restrictedCurrencies: cryptoCodes,
  },
  {
    name: "legacy_card", title: "Card (legacy processor)", description: "Retired card processor.",
    paymentMethod: "card", flow: "card", isCardForm: true, isActive: false, hidden: true, sortPriority: 99,
    limits: fiatLimits(10, 1_000), restrictedCurrencies: cryptoCodes, depositFields: req("cardholder", "cardNumber", "expiry", "cvc"),
  },
];
