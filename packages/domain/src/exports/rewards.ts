// Rewards: bonuses (spec §3 types, §8 activation codes), wagering, rakeback calendar (spec §4), VIP club.
export {
  BANNER_TITLE_MAX_LENGTH,
  BONUS_ACTIVATION_CODES,
  BONUS_PAGE_SIZE,
  BONUS_TYPES,
  USER_BONUS_STATUSES,
  WAGERING_TYPES,
  bannerTitle,
} from "../bonuses/bonus-catalog.ts";
export type { BonusActivationCode, BonusType, UserBonusStatus, WageringType } from "../bonuses/bonus-catalog.ts";
export { decideBonusActivation } from "../bonuses/bonus-eligibility.ts";
export type { ActivationDecision, ActivationState, ActiveBonusState, BonusConditions } from "../bonuses/bonus-eligibility.ts";
export {
  cashbackAmount,
  convertedAmount,
  depositBonusAmount,
  wageringContribution,
  wageringProgress,
  wageringRequirement,
} from "../bonuses/wagering.ts";
export type { DepositBonusTerms, WagerInput, WageringProgress } from "../bonuses/wagering.ts";
export {
  ISO_WEEKDAYS,
  addDays,
  daysBetween,
  isValidTimeZone,
  isoWeekday,
  localDate,
  mondayOf,
  startOfLocalDate,
  startOfLocalDay,
} from "../calendar/local-date.ts";
export type { IsoWeekday } from "../calendar/local-date.ts";
export {
  BONUS_CALENDAR_DAYS,
  CALENDAR_DAYS,
  CALENDAR_DAY_STATES,
  calendarDayState,
  calendarWeek,
  calendarWindow,
  isCalendarDayClaimable,
  nextHalfHour,
} from "../calendar/rakeback-calendar.ts";
export type { CalendarDayClaim, CalendarDayState } from "../calendar/rakeback-calendar.ts";
export { WAGER_PER_POINT, levelForPoints, loyaltyPointsFor, vipGroupOf, vipProgress } from "../vip/vip-progress.ts";
export type { VipLevelThreshold, VipProgress } from "../vip/vip-progress.ts";
export { vipLevelGroups } from "../vip/vip-groups.ts";
export type { VipLevelGroup } from "../vip/vip-groups.ts";
export { countdownTick, tournamentCountdown, tournamentStatusAt } from "../tournaments/tournament-countdown.ts";
export type { TournamentCountdown, TournamentCountdownPhase } from "../tournaments/tournament-countdown.ts";
