// Core: request, configuration, errors (see README "Request core").
export { configureApiClient, getApiClientConfig, resetApiClient } from "./core/config.ts";
export type { ApiClientConfig } from "./core/config.ts";
export { TIMEOUT_MS, apiRequest, buildUrl } from "./core/request.ts";
export type { ApiRequestOptions, HttpMethod, QueryParams } from "./core/request.ts";
export {
  ApiError,
  DataLoadingError,
  NetworkError,
  TimeoutError,
  TransportError,
  isSessionExpired,
} from "./core/errors.ts";
export { MessageResponseSchema, successEnvelope } from "./core/envelope.ts";
export type { MessageResponse } from "./core/envelope.ts";

// Realtime socket client (spec §7): balances into the user-details cache, events re-emitted on window.
export { createRealtimeClient } from "./realtime/realtime-client.ts";
export type { RealtimeClient, RealtimeClientOptions, RealtimeSocket, SocketFactory } from "./realtime/realtime-client.ts";
export {
  BalanceEventSchema,
  DepositEventSchema,
  FailedDepositEventSchema,
  REALTIME_EVENTS,
  RESPONSIBLE_GAMING_BLOCK_KINDS,
  ResponsibleGamingBlockEventSchema,
  WalletChangeEventSchema,
  realtimeEventSchemas,
} from "./realtime/events.ts";
export type { RealtimeBrowserEvent, RealtimeEventName, RealtimeEventPayload } from "./realtime/events.ts";

// User entity and auth calls.
export {
  AccountRecordSchema,
  ActiveBonusSummarySchema,
  EMPTY_EMAIL_DOMAIN,
  GENDERS,
  KYC_APPROVED,
  PLACEHOLDER_DATE_OF_BIRTH,
  ReferralDataSchema,
  UserLimitSchema,
  UserSchema,
  UserWalletSchema,
  hasRealEmail,
} from "./endpoints/user/user-schema.ts";
export type { AccountRecord, ActiveBonusSummary, Gender, User, UserLimit, UserWallet } from "./endpoints/user/user-schema.ts";
export {
  USER_DETAILS_SERVER_TIMEOUT_MS,
  UserDetailsResponseSchema,
  UserDetailsSchema,
  getUserDetails,
  userDetailsQueryKey,
  userDetailsQueryOptions,
} from "./endpoints/user/get-user-details.ts";
export type { UserDetails } from "./endpoints/user/get-user-details.ts";
export {
  UpdateUserDetailsPayloadSchema,
  UpdateUserDetailsResponseSchema,
  updateUserDetails,
  updateUserDetailsMutationOptions,
} from "./endpoints/user/update-user-details.ts";
export type { UpdateUserDetailsPayload } from "./endpoints/user/update-user-details.ts";
export {
  LastLoginSchema,
  LoginPayloadSchema,
  LoginResponseSchema,
  LoginResultSchema,
  login,
  loginMutationOptions,
} from "./endpoints/auth/login.ts";
export type { LoginPayload, LoginResult } from "./endpoints/auth/login.ts";
export {
  CreatedUserSchema,
  SignUpPayloadSchema,
  SignUpResponseSchema,
  SignUpResultSchema,
  signUp,
  signUpMutationOptions,
} from "./endpoints/auth/sign-up.ts";
export type { CreatedUser, SignUpPayload, SignUpResult } from "./endpoints/auth/sign-up.ts";
export {
  LOGOUT_REASONS,
  LogoutPayloadSchema,
  LogoutResponseSchema,
  logout,
  logoutMutationOptions,
} from "./endpoints/auth/logout.ts";
export type { LogoutPayload } from "./endpoints/auth/logout.ts";
export {
  ForgotPasswordPayloadSchema,
  ForgotPasswordResponseSchema,
  ResetPasswordPayloadSchema,
  ResetPasswordResponseSchema,
  ResetPasswordResultSchema,
  requestPasswordReset,
  requestPasswordResetMutationOptions,
  resetPassword,
  resetPasswordMutationOptions,
} from "./endpoints/auth/password-reset.ts";
export type { ForgotPasswordPayload, ResetPasswordPayload, ResetPasswordResult } from "./endpoints/auth/password-reset.ts";
export {
  SendVerificationEmailPayloadSchema,
  SendVerificationEmailResponseSchema,
  VERIFY_EMAIL_RESULTS,
  VerifyEmailPayloadSchema,
  VerifyEmailResponseSchema,
  VerifyEmailResultSchema,
  sendVerificationEmail,
  sendVerificationEmailMutationOptions,
  verifyEmail,
  verifyEmailMutationOptions,
} from "./endpoints/auth/email-verification.ts";
export type { SendVerificationEmailPayload, VerifyEmailResult } from "./endpoints/auth/email-verification.ts";
export {
  RegistrationCredentialsPayloadSchema,
  RegistrationCredentialsResponseSchema,
  sendRegistrationCredentials,
  sendRegistrationCredentialsMutationOptions,
} from "./endpoints/auth/registration-credentials.ts";
export type { RegistrationCredentialsPayload } from "./endpoints/auth/registration-credentials.ts";

// Sandbox-only helpers (e2e tests).
export { OutboxMessageSchema, OutboxResponseSchema, getSandboxOutbox } from "./endpoints/sandbox/outbox.ts";
export type { OutboxMessage } from "./endpoints/sandbox/outbox.ts";

// Catalogue: games, providers, categories, reference data (countries, currencies, registration fields, location).
export { GAME_TYPES, GameRowsSchema, GameSummarySchema } from "./endpoints/catalog/game-schema.ts";
export type { GameRows, GameSummary, GameType } from "./endpoints/catalog/game-schema.ts";
export {
  GAMES_MAX_PAGE_SIZE,
  GAMES_PAGE_SIZE,
  GAME_SORTS,
  GamesPageSchema,
  GamesResponseSchema,
  SORT_ORDERS,
  gamesInfiniteQueryOptions,
  gamesQueryKey,
  gamesQueryOptions,
  getGames,
} from "./endpoints/catalog/games.ts";
export type { GameSort, GamesFilter, GamesPage, SortOrder } from "./endpoints/catalog/games.ts";
export {
  GameDetailsResponseSchema,
  GameDetailsSchema,
  RelatedGamesResponseSchema,
  gameDetailsQueryOptions,
  getGameDetails,
  getRelatedGames,
  relatedGamesQueryOptions,
} from "./endpoints/catalog/game-details.ts";
export type { GameDetails } from "./endpoints/catalog/game-details.ts";
export {
  ProviderSchema,
  ProvidersResponseSchema,
  ProvidersSchema,
  getProviders,
  providersQueryOptions,
} from "./endpoints/catalog/providers.ts";
export type { Provider, Providers } from "./endpoints/catalog/providers.ts";
export {
  CategoryListResponseSchema,
  CategoryListSchema,
  CategorySchema,
  categoryListQueryOptions,
  getCategoryList,
} from "./endpoints/catalog/categories.ts";
export type { Category } from "./endpoints/catalog/categories.ts";
export {
  CountriesResponseSchema,
  CountriesSchema,
  CountrySchema,
  countriesQueryOptions,
  getAllCountries,
} from "./endpoints/catalog/countries.ts";
export type { Countries, Country } from "./endpoints/catalog/countries.ts";
export {
  CurrenciesResponseSchema,
  CurrenciesSchema,
  CurrencySchema,
  currenciesQueryOptions,
  getCurrencies,
} from "./endpoints/catalog/currencies.ts";
export type { Currency } from "./endpoints/catalog/currencies.ts";
export {
  REGISTRATION_FIELD_STATES,
  RegistrationFieldsResponseSchema,
  RegistrationFieldsSchema,
  getRegistrationFields,
  isRegistrationFieldShown,
  registrationFieldsQueryOptions,
} from "./endpoints/catalog/registration-fields.ts";
export type { RegistrationFieldState, RegistrationFields } from "./endpoints/catalog/registration-fields.ts";
export {
  LOCATION_STALE_TIME_MS,
  LocationResponseSchema,
  LocationSchema,
  SubdivisionSchema,
  getLocation,
  locationQueryOptions,
} from "./endpoints/catalog/location.ts";
export type { Location } from "./endpoints/catalog/location.ts";

// The player's games: launch, favourites, recent games, casino history.
export {
  GAME_MODES,
  GameLaunchPayloadSchema,
  GameLaunchResponseSchema,
  GameLaunchSchema,
  gameLaunchMutationOptions,
  launchGame,
} from "./endpoints/catalog/game-launch.ts";
export type { GameLaunch, GameLaunchPayload, GameMode } from "./endpoints/catalog/game-launch.ts";
export {
  FavoriteGamePayloadSchema,
  FavoriteGamesResponseSchema,
  addFavoriteGame,
  addFavoriteGameMutationOptions,
  favoriteGamesQueryKey,
  favoriteGamesQueryOptions,
  getFavoriteGames,
  removeFavoriteGame,
  removeFavoriteGameMutationOptions,
} from "./endpoints/catalog/favorite-games.ts";
export type { FavoriteGamePayload } from "./endpoints/catalog/favorite-games.ts";
export {
  RecentGamesResponseSchema,
  getRecentGames,
  recentGamesQueryKey,
  recentGamesQueryOptions,
} from "./endpoints/catalog/recent-games.ts";
export {
  GAME_HISTORY_PAGE_SIZE,
  GAME_ROUND_TYPES,
  GameHistoryResponseSchema,
  GameHistorySchema,
  GameRoundSchema,
  gameHistoryQueryOptions,
  getGameHistory,
} from "./endpoints/catalog/game-history.ts";
export type { GameHistory, GameHistoryFilter, GameRound } from "./endpoints/catalog/game-history.ts";

// Content: remote texts per locale and marketing scripts.
export {
  CONTENT_TEXTS_STALE_TIME_MS,
  ContentTextsResponseSchema,
  ContentTextsSchema,
  contentTextsQueryOptions,
  getContentTexts,
} from "./endpoints/content/content-texts.ts";
export type { ContentTexts } from "./endpoints/content/content-texts.ts";
export {
  ScriptEntrySchema,
  ScriptsResponseSchema,
  getScripts,
  scriptsQueryOptions,
} from "./endpoints/content/scripts.ts";
export type { ScriptEntry, ScriptsFilter } from "./endpoints/content/scripts.ts";

// KYC documents (labels, list, upload; sandbox review).
export {
  DocumentLabelSchema,
  DocumentLabelsResponseSchema,
  DocumentLabelsSchema,
  documentLabelsQueryOptions,
  getDocumentLabels,
} from "./endpoints/kyc/document-labels.ts";
export type { DocumentLabel, DocumentLabels } from "./endpoints/kyc/document-labels.ts";
export {
  KycDocumentSchema,
  KycDocumentsResponseSchema,
  KycDocumentsSchema,
  UploadDocumentResponseSchema,
  getDocuments,
  kycDocumentsQueryKey,
  kycDocumentsQueryOptions,
  uploadDocument,
  uploadDocumentMutationOptions,
  uploadDocumentWithProgress,
} from "./endpoints/kyc/documents.ts";
export type {
  KycDocument,
  KycDocuments,
  UploadDocumentInput,
  UploadDocumentResult,
  UploadProgress,
  UploadWithProgressOptions,
} from "./endpoints/kyc/documents.ts";
export {
  KYC_REVIEW_DECISIONS,
  KycReviewPayloadSchema,
  KycReviewResponseSchema,
  reviewKycDocuments,
} from "./endpoints/kyc/kyc-review.ts";
export type { KycReviewPayload } from "./endpoints/kyc/kyc-review.ts";

// Responsible gaming: limits, session time limit, self-exclusion, account freeze.
export {
  LimitEntrySchema,
  LimitsResponseSchema,
  LimitsSchema,
  SessionTimeLimitSchema,
  UpdateLimitsPayloadSchema,
  getLimits,
  limitsQueryKey,
  limitsQueryOptions,
  updateLimits,
  updateLimitsMutationOptions,
} from "./endpoints/limits/limits.ts";
export type { LimitEntry, Limits, UpdateLimitsPayload } from "./endpoints/limits/limits.ts";
export {
  SelfExclusionPayloadSchema,
  SelfExclusionResponseSchema,
  selfExclude,
  selfExcludeMutationOptions,
} from "./endpoints/limits/self-exclusion.ts";
export type { SelfExclusionPayload, SelfExclusionResult } from "./endpoints/limits/self-exclusion.ts";
export {
  AccountFreezePayloadSchema,
  AccountFreezeResponseSchema,
  freezeAccount,
  freezeAccountMutationOptions,
} from "./endpoints/limits/account-freeze.ts";
export type { AccountFreezePayload, AccountFreezeResult } from "./endpoints/limits/account-freeze.ts";

// Refer-a-friend.
export {
  ReferralClaimResponseSchema,
  ReferralResponseSchema,
  ReferralSchema,
  ReferralVisitPayloadSchema,
  claimReferral,
  claimReferralMutationOptions,
  getReferral,
  recordReferralVisit,
  recordReferralVisitMutationOptions,
  referralQueryKey,
  referralQueryOptions,
} from "./endpoints/referral/referral.ts";
export type { Referral, ReferralClaimResult, ReferralVisitPayload } from "./endpoints/referral/referral.ts";

// Player statistics and their public share link.
export {
  StatisticsResponseSchema,
  StatisticsSchema,
  getStatistics,
  statisticsQueryOptions,
} from "./endpoints/statistics/statistics.ts";
export type { Statistics } from "./endpoints/statistics/statistics.ts";
export {
  SharedStatisticsResponseSchema,
  SharedStatisticsSchema,
  StatisticsShareResponseSchema,
  getSharedStatistics,
  shareStatistics,
  shareStatisticsMutationOptions,
  sharedStatisticsQueryOptions,
} from "./endpoints/statistics/statistics-share.ts";
export type { SharedStatistics, StatisticsShare } from "./endpoints/statistics/statistics-share.ts";

// Live chat with support.
export {
  CHAT_AUTHORS,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatMessageSchema,
  ChatMessagesResponseSchema,
  ChatMessagesSchema,
  SendChatMessagePayloadSchema,
  chatMessagesQueryKey,
  chatMessagesQueryOptions,
  getChatMessages,
  sendChatMessage,
  sendChatMessageMutationOptions,
} from "./endpoints/chat/chat-messages.ts";
export type { ChatMessage, SendChatMessagePayload } from "./endpoints/chat/chat-messages.ts";
export {
  ChatSettingsResponseSchema,
  ChatSettingsSchema,
  UpdateChatSettingsPayloadSchema,
  chatSettingsQueryKey,
  chatSettingsQueryOptions,
  getChatSettings,
  updateChatSettings,
  updateChatSettingsMutationOptions,
} from "./endpoints/chat/chat-settings.ts";
export type { ChatSettings, UpdateChatSettingsPayload } from "./endpoints/chat/chat-settings.ts";

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
} from "./endpoints/cashier/payment-schema.ts";
export type {
  Payment,
  PaymentFieldName,
  PaymentFieldSpec,
  PaymentFields,
  PaymentFlow,
  PaymentResult,
  PaymentStatus,
} from "./endpoints/cashier/payment-schema.ts";
export {
  AmountLimitsSchema,
  CryptoNetworkSchema,
  PaymentMethodSchema,
  PaymentMethodsResponseSchema,
  PaymentMethodsSchema,
  TagRestrictedCountriesSchema,
  getPayments,
  paymentMethodsQueryOptions,
} from "./endpoints/cashier/payment-methods.ts";
export type {
  AmountLimits,
  CryptoNetwork,
  PaymentMethod,
  PaymentMethodsFilter,
  TagRestrictedCountries,
} from "./endpoints/cashier/payment-methods.ts";
export {
  DepositActionSchema,
  DepositPayloadSchema,
  DepositResponseSchema,
  DepositResultSchema,
  createDeposit,
  depositMutationOptions,
  invalidateAfterPayment,
} from "./endpoints/cashier/deposit.ts";
export type { DepositAction, DepositPayload, DepositResult, DepositVariables } from "./endpoints/cashier/deposit.ts";
export {
  ThreeDsWebhookPayloadSchema,
  ThreeDsWebhookResponseSchema,
  completeThreeDs,
  threeDsWebhookMutationOptions,
} from "./endpoints/cashier/three-ds-webhook.ts";
export type { ThreeDsWebhookPayload } from "./endpoints/cashier/three-ds-webhook.ts";
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
} from "./endpoints/cashier/withdraw.ts";
export type { WithdrawalCondition, WithdrawalPayload, WithdrawalQuote } from "./endpoints/cashier/withdraw.ts";
export {
  SandboxConfirmPayloadSchema,
  SandboxPaymentResponseSchema,
  SandboxPayoutPayloadSchema,
  SandboxProviderStatusPayloadSchema,
  SandboxProviderStatusResponseSchema,
  confirmSandboxPayment,
  decideSandboxPayout,
  setSandboxProviderStatus,
} from "./endpoints/cashier/sandbox-payments.ts";
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
} from "./endpoints/wallet/transactions.ts";
export type { Transaction, Transactions, TransactionsFilter } from "./endpoints/wallet/transactions.ts";
export {
  SlotBalanceMessageSchema,
  SlotSpinPayloadSchema,
  SlotSpinResponseSchema,
  SlotSpinSchema,
} from "./endpoints/wallet/slot-spin.ts";
export type { SlotBalanceMessage, SlotSpin, SlotSpinPayload } from "./endpoints/wallet/slot-spin.ts";

// Rewards: bonuses and their activation, coupons, rakeback and bonus calendars, VIP club, tournaments, promotions.
export { BonusGameSchema, BonusSchema, UserBonusSchema } from "./endpoints/rewards/bonus-schema.ts";
export type { Bonus, BonusGame, UserBonus } from "./endpoints/rewards/bonus-schema.ts";
export { BonusListResponseSchema, BonusListSchema, bonusesQueryKey, bonusesQueryOptions, getAllBonus } from "./endpoints/rewards/bonuses.ts";
export type { BonusFilter, BonusList } from "./endpoints/rewards/bonuses.ts";
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
} from "./endpoints/rewards/user-bonuses.ts";
export type {
  ActivateBonusPayload,
  ActivateBonusResult,
  BonusActivationError,
  CancelBonusPayload,
  CancelBonusResult,
  UserBonuses,
} from "./endpoints/rewards/user-bonuses.ts";
export {
  RedeemCouponPayloadSchema,
  RedeemCouponResponseSchema,
  RedeemCouponResultSchema,
  redeemCoupon,
  redeemCouponMutationOptions,
} from "./endpoints/rewards/coupons.ts";
export type { RedeemCouponPayload, RedeemCouponResult } from "./endpoints/rewards/coupons.ts";
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
} from "./endpoints/rewards/rakeback.ts";
export type { RakebackClaim, RakebackClaimPayload, RakebackDay, RakebackDays, RakebackDaysQuery } from "./endpoints/rewards/rakeback.ts";
export {
  CALENDAR_AWARD_POLL_MS,
  CalendarAwardResponseSchema,
  CalendarAwardSchema,
  calendarAwardQueryOptions,
  getCalendarAward,
} from "./endpoints/rewards/calendar-award.ts";
export type { CalendarAward, CalendarAwardQuery } from "./endpoints/rewards/calendar-award.ts";
export {
  BonusCalendarDaySchema,
  BonusCalendarResponseSchema,
  BonusCalendarSchema,
  bonusCalendarQueryOptions,
  getBonusCalendar,
} from "./endpoints/rewards/bonus-calendar.ts";
export type { BonusCalendar, BonusCalendarDay, BonusCalendarQuery } from "./endpoints/rewards/bonus-calendar.ts";
export {
  VipLevelSchema,
  VipLevelsResponseSchema,
  VipLevelsSchema,
  VipProgressResponseSchema,
  VipProgressSchema,
  getVipLevels,
  getVipProgress,
  vipLevelsQueryOptions,
  vipProgressQueryOptions,
} from "./endpoints/rewards/vip.ts";
export type { VipLevel, VipLevels, VipProgress } from "./endpoints/rewards/vip.ts";
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
} from "./endpoints/rewards/tournaments.ts";
export type {
  Leaderboard,
  LeaderboardEntry,
  Tournament,
  TournamentFilter,
  TournamentKind,
  TournamentList,
  TournamentStatus,
} from "./endpoints/rewards/tournaments.ts";
export {
  PromotionListResponseSchema,
  PromotionListSchema,
  PromotionResponseSchema,
  PromotionSchema,
  PromotionSummarySchema,
  getPromotion,
  getPromotions,
  promotionQueryOptions,
  promotionsQueryOptions,
} from "./endpoints/rewards/promotions.ts";
export type { Promotion, PromotionList, PromotionSummary } from "./endpoints/rewards/promotions.ts";
export { FreeMoneyResponseSchema, FreeMoneySchema, freeMoneyQueryOptions, getFreeMoney } from "./endpoints/rewards/free-money.ts";
export type { FreeMoney, FreeMoneyQuery } from "./endpoints/rewards/free-money.ts";

// Shell duties: tracking (log-event; sandbox event log for tests) and the geo-block report.
export {
  LogEventPayloadSchema,
  LogEventResponseSchema,
  LoggedEventSchema,
  SandboxEventsResponseSchema,
  getSandboxEvents,
  logEvent,
  logEventMutationOptions,
} from "./endpoints/tracking/log-event.ts";
export type { LogEventPayload, LoggedEvent } from "./endpoints/tracking/log-event.ts";
export {
  CountryBlockedPayloadSchema,
  CountryBlockedResponseSchema,
  countryBlockedMutationOptions,
  reportCountryBlocked,
} from "./endpoints/tracking/country-blocked.ts";
export type { CountryBlockedPayload } from "./endpoints/tracking/country-blocked.ts";
