// Cashier (spec §3 payment method, §4 amount selector and deposit outcome, §5 card/withdrawal/amount rules, §6, §8).
export {
  DEFAULT_DEPOSIT_AMOUNT,
  QUICK_DEPOSIT_AMOUNTS,
  amountDecimals,
  depositAmountProblem,
  roundAmount,
  stepDepositAmount,
} from "../cashier/deposit-amount.ts";
export type { AmountProblem, DepositAmountRules } from "../cashier/deposit-amount.ts";
export { normaliseAmountInput, parseAmountInput, typedDecimals } from "../cashier/amount-input.ts";
export {
  methodAvailable,
  methodCountryAllowed,
  methodCurrencyAllowed,
  methodEmailAllowed,
  methodTagsAllowed,
  tagRestricted,
  visibleMethods,
} from "../cashier/payment-method-access.ts";
export type { MethodAccessRules, MethodViewer } from "../cashier/payment-method-access.ts";
export { cardExpiryProblem, cvcValid, formatCardNumber, luhnValid } from "../cashier/card.ts";
export type { ExpiryProblem } from "../cashier/card.ts";
export { BANK_CODE_LENGTH, UPI_ID_PATTERN, bankCodeValid, upiIdValid, walletAddressValid } from "../cashier/withdrawal-fields.ts";
export { DEPOSIT_ERROR_CODES, alternativeMethodName, depositFailureCode, depositNextStep, isCardLikeName, remainingDepositLimit } from "../cashier/deposit-outcome.ts";
export type { DepositErrorCode, DepositNextStep, DepositResultModal } from "../cashier/deposit-outcome.ts";
