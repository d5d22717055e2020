import type { PaymentFields, PaymentMethod, WithdrawalCondition } from "@casino/api-client";
import { checkFields } from "./cashier-fields.ts";
import { countryAllowed, emailAllowed, tagsAllowed } from "./cashier-method-access.ts";

// A withdrawal's quote (fee, net amount, limits) and its conditions (spec §6: a deposit, a verified e-mail,
// completed deposit wagering; spec §4: no active bonus). Self-exclusion does not block: a self-excluded
// player can only withdraw. Money here is in minor units.

/** Deposits must be wagered this many times before a withdrawal (the usual anti-money-laundering turnover). */
export const DEPOSIT_WAGER_MULTIPLIER = 1;

export interface WithdrawalCheck {
  method: PaymentMethod;
  player: { email: string; emailVerified: boolean; countryCode: string | null; tags: readonly string[]; currency: string };
  currency: string;
  /** Major units as sent, and in minor units (undefined: too many decimals). */
  amount: number;
  amountMinor: number | undefined;
  decimals: number;
  fields: PaymentFields;
  /** Withdrawable cash in minor units. */
  cash: number;
  depositCount: number;
  deposited: number;
  wagered: number;
  activeBonus: boolean;
}

export interface Refusal {
  status: 400 | 409;
  code: string;
  message: string;
}

export interface Quote {
  amount: number;
  fee: number;
  net: number;
  limits: { min: number; max: number };
  wagering: { required: number; wagered: number; left: number };
  conditions: { code: WithdrawalCondition; met: boolean; message: string }[];
}

const refuse = (code: string, message: string, status: 400 | 409 = 400): { refusal: Refusal } => ({ refusal: { status, code, message } });

export function quoteWithdrawal(input: WithdrawalCheck): { refusal: Refusal } | { quote: Quote } {
  const { method, player, currency, amount } = input;
  if (!method.withdrawalExist) return refuse("WITHDRAWAL_NOT_AVAILABLE", "Withdrawals are not possible with this method");
  if (currency !== player.currency) return refuse("CURRENCY_MISMATCH", `Withdrawals are made in your account currency ${player.currency}`);
  const reachable = method.isActive && emailAllowed(method.allowEmails, player.email) && tagsAllowed(method.allowTags, player.tags);
  if (!reachable || (player.countryCode !== null && !countryAllowed(method, player.countryCode, player.tags))) {
    return refuse("WITHDRAWAL_METHOD_UNAVAILABLE", "This payment method is not available for your account or country");
  }
  const limits = method.withdrawalLimits[currency];
  const currencyOk = (method.allowedCurrencies.length === 0 || method.allowedCurrencies.includes(currency)) && !method.restrictedCurrencies.includes(currency);
  if (!limits || !currencyOk) return refuse("PAYMENT_SERVICE_ERROR", "The service does not support this currency");
  if (!(amount > 0)) return refuse("AMOUNT_BELOW_ZERO", "The amount must be above zero");
  if (input.amountMinor === undefined) return refuse("INVALID_AMOUNT", "The amount has more decimals than the currency allows");
  if (amount < limits.min || amount > limits.max) {
    return refuse("WITHDRAWAL_LIMIT_THRESHOLD", `Keep the amount between ${limits.min} and ${limits.max} ${currency}`);
  }
  const fieldError = checkFields(method.withdrawalFields, input.fields, { networks: method.networks });
  if (fieldError) return refuse(fieldError.code, fieldError.message);
  if (input.amountMinor > input.cash) return refuse("INSUFFICIENT_FUNDS", "The amount is more than your withdrawable balance", 409);

  const fee = Math.ceil((input.amountMinor * method.withdrawalFeePercent) / 100);
  const required = input.deposited * DEPOSIT_WAGER_MULTIPLIER;
  const left = Math.max(0, required - input.wagered);
  const scale = 10 ** input.decimals;
  const conditions: Quote["conditions"] = [
    { code: "WITHDRAWAL_NEEDS_DEPOSIT", met: input.depositCount > 0, message: "Make a deposit before your first withdrawal (anti-money-laundering rules)" },
    { code: "WITHDRAWAL_EMAIL_NOT_VERIFIED", met: player.emailVerified, message: "Verify your e-mail address to withdraw" },
    {
      code: "WITHDRAWAL_WAGERING_INCOMPLETE",
      met: left === 0,
      message: left === 0 ? "Your deposits are wagered" : `Wager ${(left / scale).toFixed(input.decimals)} ${currency} more before withdrawing`,
    },
    { code: "WITHDRAWAL_ACTIVE_BONUS", met: !input.activeBonus, message: "You cannot withdraw while a bonus is active" },
  ];
  return {
    quote: { amount: input.amountMinor, fee, net: input.amountMinor - fee, limits, wagering: { required, wagered: input.wagered, left }, conditions },
  };
}
