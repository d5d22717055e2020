import type { PaymentMethod, User, WithdrawalQuote } from "@casino/api-client";
import { paymentFixture, paymentMethodFixture, transactionFixture } from "@casino/api-client/test-support";

/** SEPA bank transfer as get-payments answers it for withdrawals: the base of the other methods here. */
export const sepaMethod: PaymentMethod = paymentMethodFixture({
  id: 9, name: "bank_transfer", title: "Bank transfer (SEPA)", rawTitle: "Bank transfer", withdrawalExist: true, flow: "bank_transfer",
  withdrawalLimits: { EUR: { min: 50, max: 50_000 } }, withdrawalFeePercent: 0.5,
  withdrawalFields: [
    { name: "name", required: true }, { name: "account", required: true }, { name: "bankCode", required: true },
    { name: "email", required: true }, { name: "branch", required: false }, { name: "address", required: false },
  ],
});

export const upiMethod: PaymentMethod = {
  ...sepaMethod,
  id: 5, name: "upi_id", title: "UPI ID", paymentMethod: "upi_id", withdrawalLimits: { EUR: { min: 10, max: 1000 } },
  withdrawalFields: [{ name: "name", required: true }, { name: "upiId", required: true }],
};

export const carousellerMethod: PaymentMethod = {
  ...sepaMethod,
  id: 11, name: "carouseller", title: "Carouseller", paymentMethod: "ewallet", withdrawalLimits: { EUR: { min: 10, max: 10_000 } },
  withdrawalFeePercent: 2, withdrawalFields: [{ name: "email", required: true }],
};

export const bitcoinMethod: PaymentMethod = {
  ...sepaMethod,
  id: 2, name: "bitcoin", title: "Bitcoin", paymentMethod: "crypto", isCrypto: true, withdrawalLimits: { EUR: { min: 50, max: 50_000 } },
  networks: [{ code: "BTC", name: "Bitcoin", currency: "BTC", address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" }],
  withdrawalFields: [{ name: "network", required: true }, { name: "walletAddress", required: true }],
};

export function quoteFixture(overrides: Partial<WithdrawalQuote> = {}): WithdrawalQuote {
  return {
    methodId: 11, currency: "EUR", amount: 20, fee: 0.4, feePercent: 2, netAmount: 19.6, limits: { min: 10, max: 10_000 },
    available: 100, wagering: { required: 50, wagered: 60, left: 0 },
    conditions: [
      { code: "WITHDRAWAL_NEEDS_DEPOSIT", met: true, message: "" },
      { code: "WITHDRAWAL_EMAIL_NOT_VERIFIED", met: true, message: "" },
      { code: "WITHDRAWAL_WAGERING_INCOMPLETE", met: true, message: "" },
      { code: "WITHDRAWAL_ACTIVE_BONUS", met: true, message: "" },
    ],
    canWithdraw: true,
    ...overrides,
  };
}

/** A pending Carouseller withdrawal as the transactions list shows it. */
export const pendingWithdrawalRow = transactionFixture({
  id: "W-1", date: "2026-11-20T10:00:00.000Z", method: "Carouseller", type: "withdrawal", amount: 20, status: "pending",
});

/** The confirm answer for a €20 Carouseller withdrawal (2% fee). */
export const pendingWithdrawal = paymentFixture({
  id: "W-2", direction: "withdrawal", status: "pending", methodId: 11, methodName: "carouseller", methodTitle: "Carouseller",
  amount: 20, fee: 0.4, netAmount: 19.6, createdAt: "2026-11-22T10:00:00.000Z", completedAt: null,
});

/** A logged-in player (user details) for stories: verified, one deposit, €100 cash, no bonus. */
export function playerFixture(overrides: Partial<User> = {}): User {
  return {
    userId: 2, username: "dana", email: "dana@demo.casino", isEmailVerified: true, firstName: "Dana", lastName: "Doe", nickname: null,
    address: "", zipCode: null, city: null, countryCode: "DE", currencyCode: "EUR", currencySymbol: "€", dateOfBirth: null, phoneCode: null,
    phone: null, gender: "Not to say", kycStatus: "APPROVED", tags: [], depositCount: 1, totalDeposit: 100, totalSpend: 0, isCrypto: false,
    userLoyaltyLevel: 1, preferredLanguage: "en", newsLetter: false, referralData: { referralCode: "ABC", referredBy: null }, activeBonus: null,
    userMonthlyLimit: null, userLimit: { selfExclusion: null, isSelfExclusionPermanent: false },
    userWallet: { amount: 100, nonCashAmount: 0, totalAmount: 100 },
    ...overrides,
  };
}
