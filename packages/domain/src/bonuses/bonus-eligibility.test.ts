import { describe, expect, it } from "vitest";
import { BONUS_ACTIVATION_CODES } from "./bonus-catalog.ts";
import { decideBonusActivation, type ActivationState, type BonusConditions } from "./bonus-eligibility.ts";

// 2026-03-10 is a Tuesday.
const now = new Date("2026-03-10T12:00:00.000Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

const bonus: BonusConditions = {
  type: "no_deposit",
  cancelled: false,
  startsAt: null,
  endsAt: null,
  validOnDays: [],
  countries: [],
  currencies: [],
  campaignCode: null,
  registrationWindowHours: null,
  depositWithinDays: null,
  depositNumber: null,
  maxParticipants: null,
  retryPeriodHours: 24,
  cashbackToCalendar: false,
};

const state: ActivationState = {
  now,
  timeZone: "UTC",
  registeredAt: hoursAgo(24 * 30),
  emailVerified: true,
  emailVerificationRequired: false,
  duplicateAccount: false,
  countryCode: "MT",
  currencyCode: "EUR",
  campaignCode: null,
  depositCount: 1,
  lastDepositAt: hoursAgo(24),
  participants: 0,
  lastActivatedAt: null,
  activeBonus: null,
  confirmCancelCurrent: false,
  cashbackAmount: 0,
};

type Case = [code: string, bonus: Partial<BonusConditions>, state: Partial<ActivationState>];

// One row per spec §8 code: the smallest change from an eligible player that produces it.
const failures: Case[] = [
  ["CANCELLED", { cancelled: true }, {}],
  ["START_TIME_ERROR", { startsAt: "2026-03-11T00:00:00.000Z" }, {}],
  ["END_TIME_ERROR", { endsAt: "2026-03-09T23:59:59.000Z" }, {}],
  ["VALID_ON_DAYS", { validOnDays: [1, 3] }, {}],
  ["UNIFIED_ERROR", { countries: ["DE"] }, {}],
  ["UNIFIED_ERROR", { currencies: ["CAD"] }, {}],
  ["UNIFIED_ERROR", { campaignCode: "SPRING" }, { campaignCode: "OTHER" }],
  ["REQUIRED_EMAIL_VERIFICATION", {}, { emailVerificationRequired: true, emailVerified: false }],
  ["BONUS_FRAUD", { type: "freespins" }, { duplicateAccount: true }],
  ["REGISTRATION_BONUS", { registrationWindowHours: 72 }, { registeredAt: hoursAgo(73) }],
  ["CASHBACK_NEED_DEPOSIT", { type: "instant_cashback" }, { depositCount: 0, cashbackAmount: 500 }],
  ["DAYS_VALID", { depositWithinDays: 3 }, { lastDepositAt: hoursAgo(24 * 3 + 1) }],
  ["DEPOSITS_NUMBER", { type: "deposit", depositNumber: 1 }, { depositCount: 1 }],
  ["DEPOSITS_NUMBER2", { type: "deposit", depositNumber: 3 }, { depositCount: 1 }],
  ["MAXIMUM_PARTICIPANTS", { maxParticipants: 100 }, { participants: 100 }],
  ["RETRY_PERIOD", { retryPeriodHours: 24 }, { lastActivatedAt: hoursAgo(23) }],
  ["ACTIVE_FREE_SPINS", {}, { activeBonus: { type: "freespins", freeSpinsLeft: 3 }, confirmCancelCurrent: true }],
  ["ACTIVE_BONUS", { type: "deposit" }, { activeBonus: { type: "deposit", freeSpinsLeft: 0 }, depositCount: 0 }],
  ["NO_CASHBACK", { type: "instant_cashback" }, { cashbackAmount: 0 }],
];

describe("decideBonusActivation", () => {
  it("covers every failure code of spec §8 (ADD_TO_CALENDAR is an outcome)", () => {
    expect(new Set(failures.map(([code]) => code))).toEqual(new Set(BONUS_ACTIVATION_CODES.filter((c) => c !== "ADD_TO_CALENDAR")));
  });

  it.each(failures)("%s", (code, b, s) => {
    expect(decideBonusActivation({ ...bonus, ...b }, { ...state, ...s })).toMatchObject({ ok: false, code });
  });

  it.each<[string, Partial<BonusConditions>, Partial<ActivationState>, unknown]>([
    ["a no-deposit bonus", {}, {}, { ok: true, outcome: "activate", cancelsCurrent: false }],
    ["a campaign's bonus to its players", { campaignCode: "SPRING", countries: ["MT"] }, { campaignCode: "SPRING" }, { ok: true, outcome: "activate", cancelsCurrent: false }],
    ["a first-deposit bonus waits for the deposit", { type: "deposit", depositNumber: 1 }, { depositCount: 0 }, { ok: true, outcome: "await_deposit", cancelsCurrent: false }],
    ["cashback into the calendar (ADD_TO_CALENDAR)", { type: "instant_cashback", cashbackToCalendar: true }, { cashbackAmount: 120, activeBonus: { type: "deposit", freeSpinsLeft: 0 } }, { ok: true, outcome: "add_to_calendar", cancelsCurrent: false }],
    ["instant cashback to the wallet", { type: "instant_cashback" }, { cashbackAmount: 120 }, { ok: true, outcome: "activate", cancelsCurrent: false }],
    ["replacing the current bonus once confirmed", {}, { activeBonus: { type: "deposit", freeSpinsLeft: 0 }, confirmCancelCurrent: true }, { ok: true, outcome: "activate", cancelsCurrent: true }],
    ["spent free spins can be replaced", {}, { activeBonus: { type: "freespins", freeSpinsLeft: 0 }, confirmCancelCurrent: true }, { ok: true, outcome: "activate", cancelsCurrent: true }],
    ["again after the retry period", { retryPeriodHours: 24 }, { lastActivatedAt: hoursAgo(25) }, { ok: true, outcome: "activate", cancelsCurrent: false }],
    ["a full bonus for a player who already took part", { maxParticipants: 1, retryPeriodHours: 1 }, { participants: 1, lastActivatedAt: hoursAgo(2) }, { ok: true, outcome: "activate", cancelsCurrent: false }],
    ["on a valid weekday in the player's zone", { validOnDays: [3] }, { now: new Date("2026-03-10T23:30:00.000Z"), timeZone: "Europe/Malta" }, { ok: true, outcome: "activate", cancelsCurrent: false }],
    ["inside the registration window", { registrationWindowHours: 72 }, { registeredAt: hoursAgo(71) }, { ok: true, outcome: "activate", cancelsCurrent: false }],
    ["an unverified e-mail where the brand does not ask", {}, { emailVerified: false }, { ok: true, outcome: "activate", cancelsCurrent: false }],
    ["a duplicate account may still take a deposit bonus", { type: "deposit" }, { duplicateAccount: true }, { ok: true, outcome: "await_deposit", cancelsCurrent: false }],
  ])("allows %s", (_, b, s, expected) => {
    expect(decideBonusActivation({ ...bonus, ...b }, { ...state, ...s })).toEqual(expected);
  });

  it.each([
    ["a retry period", { retryPeriodHours: 24 }, { ok: false, code: "RETRY_PERIOD", retryAt: "2026-03-11T11:00:00.000Z" }],
    ["a once-only bonus", { retryPeriodHours: null }, { ok: false, code: "RETRY_PERIOD" }],
  ])("says when a bonus can be taken again after %s", (_, b, expected) => {
    expect(decideBonusActivation({ ...bonus, ...b }, { ...state, lastActivatedAt: hoursAgo(1) })).toEqual(expected);
  });
});
