import {
  PHONE_MIN_DIGITS,
  type CryptoNetwork,
  type PaymentFieldName,
  type PaymentFieldSpec,
  type PaymentFields,
} from "@casino/api-client";
import { BANK_CODE_LENGTH, bankCodeValid, cardExpiryProblem, cvcValid, luhnValid, upiIdValid, walletAddressValid } from "@casino/domain";

// Spec §5 validation of the cashier's form fields. Each field has one error code, used both when a required
// field is missing and when a value is malformed. A method lists the fields it takes (depositFields /
// withdrawalFields); fields it does not list are ignored. Card, bank code, UPI and wallet rules are the domain's
// (packages/domain/src/cashier), shared with the cashier's forms.

export interface FieldError {
  code: string;
  message: string;
}

export interface FieldContext {
  /** The method's crypto networks (walletAddress and network). */
  networks: readonly CryptoNetwork[];
  /** The profile phone (code + number) used when a method needs a phone and the form has none. */
  profilePhone?: string | null;
}

const text = (max = 255) => (value: string) => value.trim().length > 0 && value.length <= max;
const digits = (value: string) => value.replace(/[\s-]/g, "");

export { luhnValid };

/**
 * A date before every "MM/YY" card (years 2000-2099): with it cardExpiryProblem checks only the format and the month.
 * A form field is malformed or not; whether the card has expired is the provider's answer (TRANSACTION_FAILED).
 */
const BEFORE_EVERY_CARD = new Date(0);

/** The card's last valid day is the end of its expiry month (UTC); a malformed expiry counts as expired. */
export const cardExpired = (expiry: string, now: Date): boolean => cardExpiryProblem(expiry, now) !== null;

type Check = (value: string, fields: PaymentFields, context: FieldContext) => boolean;

const rules: Record<PaymentFieldName, { code: string; label: string; check: Check }> = {
  name: { code: "INVALID_NAME", label: "Beneficiary name", check: text() },
  account: { code: "INVALID_ACCOUNT", label: "Account number", check: (v) => /^[A-Za-z0-9]{6,34}$/.test(digits(v)) },
  email: { code: "INVALID_EMAIL", label: "E-mail", check: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) && v.length <= 255 },
  bankCode: {
    code: "INVALID_BANK_CODE",
    label: `Bank code (${BANK_CODE_LENGTH.min}-${BANK_CODE_LENGTH.max} characters)`,
    check: bankCodeValid,
  },
  bankName: { code: "BANK_NAME_REQUIRED", label: "Bank name", check: text() },
  branch: { code: "INVALID_BRANCH", label: "Branch", check: text() },
  address: { code: "INVALID_ADDRESS", label: "Address", check: text() },
  upiId: { code: "INVALID_UPI_ID", label: "UPI ID (name@bank)", check: upiIdValid },
  network: { code: "INVALID_NETWORK", label: "Network", check: (v, _, c) => c.networks.some((n) => n.code === v) },
  walletAddress: {
    code: "INVALID_WALLET_ADDRESS",
    label: "Wallet address",
    check: (v, f, c) => {
      const network = c.networks.find((n) => n.code === f.network);
      return network !== undefined && walletAddressValid(v, network.code);
    },
  },
  phone: { code: "PHONE_ERROR", label: `Phone (at least ${PHONE_MIN_DIGITS} digits)`, check: (v) => /^\+?\d+$/.test(digits(v)) && digits(v).replace("+", "").length >= PHONE_MIN_DIGITS },
  cardholder: { code: "CARDHOLDER_REQUIRED", label: "Cardholder", check: text() },
  cardNumber: { code: "INVALID_CARD_NUMBER", label: "Card number", check: luhnValid },
  expiry: { code: "INVALID_CARD_EXPIRY", label: "Expiry date (MM/YY)", check: (v) => cardExpiryProblem(v, BEFORE_EVERY_CARD) === null },
  cvc: { code: "INVALID_CVC", label: "CVC (3 digits)", check: cvcValid },
};

/** The first field error in the method's field order, or null when the form is valid. */
export function checkFields(specs: readonly PaymentFieldSpec[], fields: PaymentFields, context: FieldContext): FieldError | null {
  for (const { name, required } of specs) {
    const rule = rules[name];
    const value = name === "phone" ? (fields.phone ?? context.profilePhone ?? undefined) : fields[name];
    if (value === undefined || value.trim() === "") {
      if (required) return { code: rule.code, message: `${rule.label} is required` };
      continue;
    }
    if (!rule.check(value, fields, context)) return { code: rule.code, message: `${rule.label} is not valid` };
  }
  return null;
}

/** What the payment keeps of the form: no CVC, no expiry, only the card's last four digits. */
export function storableFields(specs: readonly PaymentFieldSpec[], fields: PaymentFields): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const { name } of specs) {
    const value = fields[name];
    if (value === undefined || name === "cvc" || name === "expiry") continue;
    kept[name === "cardNumber" ? "cardLast4" : name] = name === "cardNumber" ? digits(value).slice(-4) : value.trim();
  }
  return kept;
}
