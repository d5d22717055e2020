import type { Bonus, DepositResult, PaymentMethod } from "@casino/api-client";
import { paymentFixture } from "@casino/api-client/test-support";
import { bankTransferMethod as sepaFixture, cardMethod, tetherMethod, upiIdMethod } from "./fields/method-fixtures.ts";

// Data shaped like the sandbox's answers, for the deposit tests and stories.

/** SEPA as seeded: EUR only, from 20. */
export const bankTransferMethod: PaymentMethod = { ...sepaFixture, limits: { EUR: { min: 20, max: 50_000 } } };

const hiddenFor = (overrides: Partial<PaymentMethod>): PaymentMethod => ({ ...bankTransferMethod, ...overrides });

/** What get-payments answers: the player sees card, bank transfer and tether; the last three are the client's to hide. */
export const SERVED_METHODS: PaymentMethod[] = [
  cardMethod,
  bankTransferMethod,
  tetherMethod,
  hiddenFor({ id: 20, name: "vip_wire", title: "VIP wire", allowTags: ["vip"] }),
  hiddenFor({ id: 21, name: "legacy_card", title: "Legacy card", isActive: false, hidden: true }),
  hiddenFor({ id: 22, name: "sandbox_test_pay", title: "Sandbox test pay", allowEmails: ["tester@demo.casino"] }),
];
export const VISIBLE_METHODS = [cardMethod, tetherMethod, bankTransferMethod];
export { cardMethod, tetherMethod, upiIdMethod };

export function limitsAnswer(remaining: number | null) {
  return {
    limits:
      remaining === null
        ? []
        : [
            {
              name: "dailyDepositLimit", kind: "deposit", period: 0, amount: 100, changedAt: null, unlocksAt: null, remaining,
              used: 100 - remaining, left: remaining, resetsAt: "2026-03-11T00:00:00.000Z", pending: null,
            },
          ],
    sessionTimeLimit: null,
    monthlyWinningsLimit: null,
    monthlyWinnings: null,
    userLimit: { selfExclusion: null, isSelfExclusionPermanent: false },
    isSelfExcluded: false,
    exclusion: null,
    frozenUntil: null,
    ghostMode: false,
    awayStatus: false,
    canRemoveBetLimits: true,
    timeZone: "UTC",
    realityCheckMinutes: 0,
  };
}

export const WELCOME_BONUS: Bonus = {
  id: 31,
  slug: "welcome-100",
  name: "Welcome 100%",
  type: "deposit",
  description: "",
  banner: { bannerTitle: "Welcome 100%", imageUrl: "" },
  currencyCode: "EUR",
  depositBonusPercent: 100,
  maxBonusThreshold: 500,
  bonusAmount: null,
  maxWin: null,
  minBalance: null,
  minDeposit: 20,
  cashbackPercent: null,
  toCalendar: false,
  wageringMultiplier: 35,
  wageringType: "REAL_TO_FUN",
  freeSpinsQuantity: null,
  games: [],
  depositNumber: 1,
  isDeposit: true,
  validOnDays: [],
  validFrom: null,
  validTo: null,
  validDays: 30,
  termsHtml: "<p>Wager the bonus 35 times within 30 days.</p>",
};

export function bankTransferAnswer(amount: number): DepositResult {
  return {
    payment: paymentFixture({
      id: "pay-1", status: "pending", methodId: bankTransferMethod.id, methodName: "bank_transfer", methodTitle: bankTransferMethod.title,
      amount, netAmount: amount, createdAt: "2026-01-01T10:00:00.000Z", completedAt: null,
    }),
    action: {
      type: "bank_transfer", beneficiary: "Sandbox Casino Ltd", bankName: "Sandbox Bank", iban: "DE89370400440532013000",
      bic: "COBADEFFXXX", reference: "DEP-PAY1", expiresAt: "2026-01-08T10:00:00.000Z",
    },
  };
}
