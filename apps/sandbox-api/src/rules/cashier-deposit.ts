import type { PaymentFields, PaymentMethod } from "@casino/api-client";
import { checkFields } from "./cashier-fields.ts";
import { countryAllowed, currencyAllowed, emailAllowed, tagsAllowed } from "./cashier-method-access.ts";

// Whether a deposit may start (spec §8 deposit codes), in the order a player fixes them: the account, the
// method, the amount, the limits, the form. Everything here is decided before the provider is asked; the
// provider's own refusals (PROVIDER_ERROR, TRANSACTION_FAILED) come later and leave a failed payment.

export interface DepositRefusal {
  status: 400 | 409;
  code: string;
  message: string;
}

export interface DepositCheck {
  method: PaymentMethod;
  player: {
    email: string;
    emailVerified: boolean;
    countryCode: string | null;
    tags: readonly string[];
    address: string;
    /** Profile phone, code and number together; null when none. */
    phone: string | null;
    currency: string;
  };
  /** The country the request comes from when it names one (x-sandbox-country): a VPN check. */
  visitorCountry?: string | undefined;
  /** Major units; minor undefined when it has too many decimals for the currency. */
  amount: number;
  amountMinor: number | undefined;
  currency: string;
  fields: PaymentFields;
  /** Brand setting allowDepWithoutAddress (spec §6); only false requires an address. */
  allowDepWithoutAddress: boolean;
  /** What the deposit limits leave for the current periods (major units); null without a limit. */
  remainingAllowance: number | null;
  /** Deposits of the player still waiting for the provider. */
  openDeposits: number;
}

/** A player may have this many deposits waiting at once; one more is refused with UNIFIED_ERROR. */
export const MAX_OPEN_DEPOSITS = 3;

const refuse = (code: string, message: string, status: 400 | 409 = 400): DepositRefusal => ({ status, code, message });

export function depositRefusal(input: DepositCheck): DepositRefusal | null {
  const { method, player, amount, currency } = input;
  if (currency !== player.currency) return refuse("CURRENCY_MISMATCH", `Deposits are made in your account currency ${player.currency}`);
  if (!method.isActive || !emailAllowed(method.allowEmails, player.email) || !tagsAllowed(method.allowTags, player.tags)) {
    return refuse("GLOBAL_ERROR", "The cashier could not open this payment method for your account");
  }
  if (!input.allowDepWithoutAddress && player.address.trim() === "") {
    return refuse("GLOBAL_ERROR", "Verification needed: add your address to your profile before depositing");
  }
  const countries = [player.countryCode, input.visitorCountry].filter((c): c is string => !!c);
  if (countries.some((country) => !countryAllowed(method, country, player.tags))) {
    return refuse("DEPOSIT_COUNTRY_BLOCK", "This payment method is not available in your country. If you use a VPN, turn it off");
  }
  if (!currencyAllowed(method, method.limits, currency)) return refuse("PAYMENT_SERVICE_ERROR", "The service does not support this currency");
  if (!(amount > 0)) return refuse("AMOUNT_BELOW_ZERO", "The amount must be above zero");
  if (input.amountMinor === undefined) return refuse("INVALID_AMOUNT", "The amount has more decimals than the currency allows");
  const limits = method.limits[currency]!;
  if (amount < limits.min || amount > limits.max) {
    return refuse("PAYMENT_PROVIDER_LIMIT_THRESHOLD", `Keep the amount between ${limits.min} and ${limits.max} ${currency}`);
  }
  if (method.requiresEmailVerification && !player.emailVerified) {
    return refuse("REQUIRED_EMAIL_VERIFICATION", "Verify your e-mail address to use this payment method");
  }
  if (input.remainingAllowance !== null && amount > input.remainingAllowance) {
    return refuse("PAYMENT_LIMIT_THRESHOLD", `Your deposit limit leaves ${input.remainingAllowance} ${currency} for now; try again when it renews`);
  }
  const fieldError = checkFields(method.depositFields, input.fields, { networks: method.networks, profilePhone: player.phone });
  if (fieldError) return refuse(fieldError.code, fieldError.message);
  if (input.openDeposits >= MAX_OPEN_DEPOSITS) {
    return refuse("UNIFIED_ERROR", `You have ${input.openDeposits} deposits in progress; finish or cancel one first`, 409);
  }
  return null;
}
