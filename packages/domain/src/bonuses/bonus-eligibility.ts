import { isoWeekday, localDate, type IsoWeekday } from "../calendar/local-date.ts";
import type { BonusActivationCode, BonusType } from "./bonus-catalog.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The conditions a bonus sets (how the operator configured it). Empty lists mean "no restriction". */
export interface BonusConditions {
  type: BonusType;
  /** Withdrawn by the operator: nobody can activate it any more. */
  cancelled: boolean;
  startsAt: string | null;
  endsAt: string | null;
  /** ISO weekdays (1 = Monday) in the player's time zone on which it can be activated. */
  validOnDays: readonly IsoWeekday[];
  countries: readonly string[];
  currencies: readonly string[];
  /** Only for players who came through this affiliate campaign (cpnc). */
  campaignCode: string | null;
  /** Only within this many hours after the player registered (a welcome offer). */
  registrationWindowHours: number | null;
  /** Only within this many days after the player's last deposit (a reload or cashback offer). */
  depositWithinDays: number | null;
  /** For the player's n-th deposit: activating needs exactly n - 1 deposits made. */
  depositNumber: number | null;
  maxParticipants: number | null;
  /** Hours before the same player may take it again; null = once per player. */
  retryPeriodHours: number | null;
  /** instant_cashback only: the amount goes into the rakeback calendar instead of the wallet. */
  cashbackToCalendar: boolean;
}

export interface ActiveBonusState {
  type: BonusType;
  freeSpinsLeft: number;
}

/** What is known about the player and the moment of activation. */
export interface ActivationState {
  now: Date;
  /** The player's IANA time zone (VALID_ON_DAYS); UTC when unknown. */
  timeZone: string;
  registeredAt: string;
  emailVerified: boolean;
  /** The brand's verifyEmailOnBonusActivation setting. */
  emailVerificationRequired: boolean;
  /** The account is flagged as a duplicate of another one. */
  duplicateAccount: boolean;
  countryCode: string | null;
  currencyCode: string;
  campaignCode: string | null;
  depositCount: number;
  lastDepositAt: string | null;
  /** Distinct players who ever activated this bonus (the current one excluded). */
  participants: number;
  /** When this player last activated this bonus; null if never. */
  lastActivatedAt: string | null;
  activeBonus: ActiveBonusState | null;
  confirmCancelCurrent: boolean;
  /** instant_cashback: what the player would get now (net losses x percent). */
  cashbackAmount: number;
}

export type ActivationDecision =
  | { ok: true; outcome: "activate" | "await_deposit" | "add_to_calendar"; cancelsCurrent: boolean }
  | { ok: false; code: Exclude<BonusActivationCode, "ADD_TO_CALENDAR">; retryAt?: string };

type Rule = readonly [Exclude<BonusActivationCode, "ADD_TO_CALENDAR">, (b: BonusConditions, s: ActivationState) => boolean];

const at = (iso: string) => new Date(iso).getTime();
const isCashback = (b: BonusConditions) => b.type === "instant_cashback";
/** Cashback into the calendar never becomes an active bonus, so it cannot clash with one. */
const becomesActive = (b: BonusConditions) => !(isCashback(b) && b.cashbackToCalendar);

/** The bonus is meant for the player's country, currency and campaign. */
function isTargeted(b: BonusConditions, s: ActivationState): boolean {
  const country = b.countries.length === 0 || b.countries.includes(s.countryCode ?? "");
  const currency = b.currencies.length === 0 || b.currencies.includes(s.currencyCode);
  return country && currency && (b.campaignCode === null || b.campaignCode === s.campaignCode);
}

/** Checked in order; the first rule that fails gives the code. */
const RULES: readonly Rule[] = [
  ["CANCELLED", (b) => b.cancelled],
  ["START_TIME_ERROR", (b, s) => b.startsAt !== null && s.now.getTime() < at(b.startsAt)],
  ["END_TIME_ERROR", (b, s) => b.endsAt !== null && s.now.getTime() > at(b.endsAt)],
  ["VALID_ON_DAYS", (b, s) => b.validOnDays.length > 0 && !b.validOnDays.includes(isoWeekday(localDate(s.now, s.timeZone)))],
  // Targeting is not explained to the player: a generic error with a support reference.
  ["UNIFIED_ERROR", (b, s) => !isTargeted(b, s)],
  ["REQUIRED_EMAIL_VERIFICATION", (_, s) => s.emailVerificationRequired && !s.emailVerified],
  ["BONUS_FRAUD", (b, s) => s.duplicateAccount && (b.type === "no_deposit" || b.type === "freespins")],
  ["REGISTRATION_BONUS", (b, s) => b.registrationWindowHours !== null && s.now.getTime() > at(s.registeredAt) + b.registrationWindowHours * HOUR_MS],
  ["CASHBACK_NEED_DEPOSIT", (b, s) => isCashback(b) && s.depositCount === 0],
  ["DAYS_VALID", (b, s) => b.depositWithinDays !== null && (s.lastDepositAt === null || s.now.getTime() > at(s.lastDepositAt) + b.depositWithinDays * DAY_MS)],
  ["DEPOSITS_NUMBER", (b, s) => b.depositNumber !== null && s.depositCount >= b.depositNumber],
  ["DEPOSITS_NUMBER2", (b, s) => b.depositNumber !== null && s.depositCount < b.depositNumber - 1],
  ["MAXIMUM_PARTICIPANTS", (b, s) => b.maxParticipants !== null && s.lastActivatedAt === null && s.participants >= b.maxParticipants],
  ["RETRY_PERIOD", (b, s) => s.lastActivatedAt !== null && (b.retryPeriodHours === null || s.now.getTime() < at(s.lastActivatedAt) + b.retryPeriodHours * HOUR_MS)],
  ["ACTIVE_FREE_SPINS", (b, s) => becomesActive(b) && s.activeBonus?.type === "freespins" && s.activeBonus.freeSpinsLeft > 0],
  ["ACTIVE_BONUS", (b, s) => becomesActive(b) && s.activeBonus !== null && !s.confirmCancelCurrent],
  ["NO_CASHBACK", (b, s) => isCashback(b) && s.cashbackAmount <= 0],
];

/** When the player may take the bonus again (RETRY_PERIOD); undefined for a once-only bonus. */
function retryAt(b: BonusConditions, s: ActivationState): string | undefined {
  if (s.lastActivatedAt === null || b.retryPeriodHours === null) return undefined;
  return new Date(at(s.lastActivatedAt) + b.retryPeriodHours * HOUR_MS).toISOString();
}

/** Spec §8: whether the player may activate the bonus now, and if so what happens. */
export function decideBonusActivation(bonus: BonusConditions, state: ActivationState): ActivationDecision {
  for (const [code, fails] of RULES) {
    if (!fails(bonus, state)) continue;
    const retry = code === "RETRY_PERIOD" ? retryAt(bonus, state) : undefined;
    return retry === undefined ? { ok: false, code } : { ok: false, code, retryAt: retry };
  }
  const cancelsCurrent = becomesActive(bonus) && state.activeBonus !== null;
  if (!becomesActive(bonus)) return { ok: true, outcome: "add_to_calendar", cancelsCurrent };
  return { ok: true, outcome: bonus.type === "deposit" ? "await_deposit" : "activate", cancelsCurrent };
}
