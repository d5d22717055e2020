// Rewards: bonuses and their activation, coupons, rakeback and bonus calendars, VIP club, tournaments, promotions.
export { BonusGameSchema, BonusSchema, UserBonusSchema } from "../endpoints/rewards/bonus-schema.ts";
export type { Bonus, BonusGame, UserBonus } from "../endpoints/rewards/bonus-schema.ts";
export { BonusListResponseSchema, BonusListSchema, bonusesQueryKey, bonusesQueryOptions, getAllBonus } from "../endpoints/rewards/bonuses.ts";
export type { BonusFilter, BonusList } from "../endpoints/rewards/bonuses.ts";
export {
  ActivateBonusPayloadSchema,
  ActivateBonusResponseSchema,
  ActivateBonusResultSchema,
  BONUS_ACTIVATION_RESULTS,
  BonusActivationErrorSchema,
  CancelBonusPayloadSchema,
  CancelBonusResponseSchema,
  CancelBonusResultSchema,
  UserBonusesResponseSchema,
  UserBonusesSchema,
  activateBonus,
  activateBonusMutationOptions,
  bonusActivationErrorOf,
  cancelBonus,
  cancelBonusMutationOptions,
  getUserBonus,
  userBonusesQueryKey,
  userBonusesQueryOptions,
} from "../endpoints/rewards/user-bonuses.ts";
export type {
  ActivateBonusPayload,
  ActivateBonusResult,
  BonusActivationError,
  CancelBonusPayload,
  CancelBonusResult,
  UserBonuses,
} from "../endpoints/rewards/user-bonuses.ts";
export {
  RedeemCouponPayloadSchema,
  RedeemCouponResponseSchema,
  RedeemCouponResultSchema,
  redeemCoupon,
  redeemCouponMutationOptions,
} from "../endpoints/rewards/coupons.ts";
export type { RedeemCouponPayload, RedeemCouponResult } from "../endpoints/rewards/coupons.ts";
export {
  RAKEBACK_POLL_MS,
  RakebackClaimPayloadSchema,
  RakebackClaimResponseSchema,
  RakebackClaimSchema,
  RakebackDaySchema,
  RakebackDaysResponseSchema,
  RakebackDaysSchema,
  claimRakeback,
  claimRakebackMutationOptions,
  getRakebackDays,
  rakebackDaysQueryKey,
  rakebackDaysQueryOptions,
} from "../endpoints/rewards/rakeback.ts";
export type { RakebackClaim, RakebackClaimPayload, RakebackDay, RakebackDays, RakebackDaysQuery } from "../endpoints/rewards/rakeback.ts";
export {
  CALENDAR_AWARD_POLL_MS,
  CalendarAwardResponseSchema,
  CalendarAwardSchema,
  calendarAwardQueryOptions,
  getCalendarAward,
} from "../endpoints/rewards/calendar-award.ts";
export type { CalendarAward, CalendarAwardQuery } from "../endpoints/rewards/calendar-award.ts";
export {
  BonusCalendarDaySchema,
  BonusCalendarResponseSchema,
  BonusCalendarSchema,
  bonusCalendarQueryOptions,
  getBonusCalendar,
} from "../endpoints/rewards/bonus-calendar.ts";
export type { BonusCalendar, BonusCalendarDay, BonusCalendarQuery } from "../endpoints/rewards/bonus-calendar.ts";
export {
  VIP_PROGRESS_KEY,
  VipLevelSchema,
  VipLevelsResponseSchema,
  VipLevelsSchema,
  VipProgressResponseSchema,
  VipProgressSchema,
  getVipLevels,
  getVipProgress,
  vipLevelsQueryOptions,
  vipProgressQueryOptions,
} from "../endpoints/rewards/vip.ts";
export type { VipLevel, VipLevels, VipProgress } from "../endpoints/rewards/vip.ts";
export {
  JoinTournamentResponseSchema,
  JoinTournamentResultSchema,
  LeaderboardEntrySchema,
  LeaderboardResponseSchema,
  LeaderboardSchema,
  TOURNAMENT_KINDS,
  TOURNAMENT_STATUSES,
  TournamentListResponseSchema,
  TournamentListSchema,
  TournamentSchema,
  getTournamentLeaderboard,
  getTournaments,
  joinTournament,
  joinTournamentMutationOptions,
  tournamentLeaderboardQueryOptions,
  tournamentsQueryOptions,
} from "../endpoints/rewards/tournaments.ts";
export type {
  Leaderboard,
  LeaderboardEntry,
  Tournament,
  TournamentFilter,
  TournamentKind,
  TournamentList,
  TournamentStatus,
} from "../endpoints/rewards/tournaments.ts";
export {
  PromotionListResponseSchema,
  PromotionListSchema,
  PromotionResponseSchema,
  PromotionSchema,
  PromotionSummarySchema,
  getPromotion,
  PROMOTIONS_PATH,
  getPromotions,
  promotionQueryOptions,
  promotionsQueryOptions,
} from "../endpoints/rewards/promotions.ts";
export type { Promotion, PromotionList, PromotionSummary } from "../endpoints/rewards/promotions.ts";
export { FreeMoneyResponseSchema, FreeMoneySchema, freeMoneyQueryOptions, getFreeMoney } from "../endpoints/rewards/free-money.ts";
export type { FreeMoney, FreeMoneyQuery } from "../endpoints/rewards/free-money.ts";
