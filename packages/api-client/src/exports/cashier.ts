// Wallet and cashier: payment methods, deposits (card 3DS, crypto, UPI, bank), withdrawals, transactions.
export {
  BANK_CODE_LENGTH,
  PAYMENT_DIRECTIONS,
  PAYMENT_FIELD_NAMES,
  PAYMENT_FLOWS,
  PAYMENT_STATUSES,
  PHONE_MIN_DIGITS,
  PaymentFieldSpecSchema,
  PaymentFieldsSchema,
  PaymentResultSchema,
  PaymentSchema,
  UPI_ID_PATTERN,
  newIdempotencyKey,
} from "../endpoints/cashier/payment-schema.ts";
export type {
  Payment,
  PaymentFieldName,
  PaymentFieldSpec,
  PaymentFields,
  PaymentFlow,
  PaymentResult,
  PaymentStatus,
} from "../endpoints/cashier/payment-schema.ts";
export {
  AmountLimitsSchema,
  CryptoNetworkSchema,
  PaymentMethodSchema,
  PaymentMethodsResponseSchema,
  PaymentMethodsSchema,
  TagRestrictedCountriesSchema,
  getPayments,
  paymentMethodsQueryOptions,
} from "../endpoints/cashier/payment-methods.ts";
export type {
  AmountLimits,
  CryptoNetwork,
  PaymentMethod,
  PaymentMethodsFilter,
  TagRestrictedCountries,
} from "../endpoints/cashier/payment-methods.ts";
export {
  DepositActionSchema,
  DepositPayloadSchema,
  DepositResponseSchema,
  DepositResultSchema,
  createDeposit,
  depositMutationOptions,
  invalidateAfterPayment,
} from "../endpoints/cashier/deposit.ts";
export type { DepositAction, DepositPayload, DepositResult, DepositVariables } from "../endpoints/cashier/deposit.ts";
export {
  ThreeDsWebhookPayloadSchema,
  ThreeDsWebhookResponseSchema,
  completeThreeDs,
  threeDsWebhookMutationOptions,
} from "../endpoints/cashier/three-ds-webhook.ts";
export type { ThreeDsWebhookPayload } from "../endpoints/cashier/three-ds-webhook.ts";
export {
  WITHDRAWAL_CONDITIONS,
  WithdrawalConfirmResponseSchema,
  WithdrawalPayloadSchema,
  WithdrawalQuoteResponseSchema,
  WithdrawalQuoteSchema,
  calculateWithdrawal,
  calculateWithdrawalMutationOptions,
  confirmWithdrawal,
  confirmWithdrawalMutationOptions,
} from "../endpoints/cashier/withdraw.ts";
export type { WithdrawalCondition, WithdrawalPayload, WithdrawalQuote } from "../endpoints/cashier/withdraw.ts";
export {
  SandboxConfirmPayloadSchema,
  SandboxPaymentResponseSchema,
  SandboxPayoutPayloadSchema,
  SandboxProviderStatusPayloadSchema,
  SandboxProviderStatusResponseSchema,
  confirmSandboxPayment,
  decideSandboxPayout,
  setSandboxProviderStatus,
} from "../endpoints/cashier/sandbox-payments.ts";
export {
  TRANSACTIONS_PAGE_SIZE,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TransactionSchema,
  TransactionsResponseSchema,
  TransactionsSchema,
  getTransactions,
  transactionsQueryKey,
  transactionsQueryOptions,
} from "../endpoints/wallet/transactions.ts";
export type { Transaction, Transactions, TransactionsFilter } from "../endpoints/wallet/transactions.ts";
export {
  SlotBalanceMessageSchema,
  SlotRefusalMessageSchema,
  SlotSpinPayloadSchema,
  SlotSpinResponseSchema,
  SlotSpinSchema,
} from "../endpoints/wallet/slot-spin.ts";
export type { SlotBalanceMessage, SlotRefusalMessage, SlotSpin, SlotSpinPayload } from "../endpoints/wallet/slot-spin.ts";
