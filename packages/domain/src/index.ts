export {
  AppSettingsSchema,
  DEFAULT_MENU,
  DEVICE_TYPES,
  MENU_VISIBILITY,
  NAVIGATION_SYSTEMS,
  SETTINGS_PAGE_ROLES,
  THEME_MODES,
  parseAppSettings,
} from "./settings/app-settings.ts";
export type {
  AppSettings,
  DeviceType,
  MenuEntry,
  MirrorDomain,
  PageUrlSetup,
  RegistrationConfig,
  SettingsPageRole,
} from "./settings/app-settings.ts";
export { matchesPagePath, resolvePagePath } from "./navigation/page-paths.ts";
export type { NavigationSystem } from "./navigation/page-paths.ts";
export { localisedText, visibleMenuEntries } from "./navigation/menu.ts";
export { resolveColorScheme } from "./theme/color-scheme.ts";
export type { ColorScheme } from "./theme/color-scheme.ts";

// Responsible gaming (spec §3 Limits, §4 self-exclusion, §5 session limit and bet limits, §9 options).
export { LIMIT_PERIODS, LIMIT_PERIOD_VALUES, periodEnd, periodStart, roundMoney, sumInPeriod } from "./responsible-gaming/limit-periods.ts";
export type { DatedAmount, LimitPeriod } from "./responsible-gaming/limit-periods.ts";
export {
  BET_LIMIT_NAMES,
  DEPOSIT_LIMIT_NAMES,
  LIMIT_KINDS,
  LIMIT_NAMES,
  LIMIT_SLOTS,
  isBetLimitName,
  limitNameOf,
} from "./responsible-gaming/limit-names.ts";
export type { BetLimitName, DepositLimitName, LimitKind, LimitName } from "./responsible-gaming/limit-names.ts";
export { remainingDepositAllowance, remainingDepositInPeriod } from "./responsible-gaming/deposit-limit.ts";
export type { DepositLimitInput } from "./responsible-gaming/deposit-limit.ts";
export { HIGH_LOYALTY_LEVEL, LIMIT_CHANGE_LOCK_MS, decideLimitChange, limitUnlocksAt } from "./responsible-gaming/limit-change.ts";
export type { LimitChange, LimitChangeDecision } from "./responsible-gaming/limit-change.ts";
export { betLimitBreach } from "./responsible-gaming/bet-limits.ts";
export type { BetCheck } from "./responsible-gaming/bet-limits.ts";
export {
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  SESSION_LIMIT_UNITS,
  checkSessionLimit,
  sessionTimeLeft,
} from "./responsible-gaming/session-limit.ts";
export type { SessionLimit, SessionLimitCheck, SessionLimitUnit } from "./responsible-gaming/session-limit.ts";
export {
  SELF_EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_PERIODS,
  canReplaceSelfExclusion,
  isSelfExclusionActive,
  selfExclusionEnd,
} from "./responsible-gaming/self-exclusion.ts";
export type { SelfExclusionEnd, SelfExclusionPeriod, SelfExclusionState } from "./responsible-gaming/self-exclusion.ts";
export { ACCOUNT_FREEZE_PERIODS, accountFreezeEnd, isAccountFrozen } from "./responsible-gaming/account-freeze.ts";
export type { AccountFreezePeriod } from "./responsible-gaming/account-freeze.ts";
export { AWAY_AFTER_MS, AWAY_REMOVAL_MS, awayState } from "./responsible-gaming/away-status.ts";
export type { AwayInput, AwayState } from "./responsible-gaming/away-status.ts";
export { remainingMonthlyWinnings } from "./responsible-gaming/winnings-limit.ts";

// KYC documents (spec §5 upload rules, §9 document kinds).
export {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  MIME_TYPES,
  SIGNATURE_BYTES,
  checkDocumentFile,
  extensionOf,
  formatOfContent,
} from "./kyc/document-upload.ts";
export type { DocumentExtension, DocumentFileCheck, DocumentFileProblem, DocumentFormat, DocumentKind } from "./kyc/document-upload.ts";
export { DOCUMENT_STATUSES, KYC_STATUSES, deriveKycStatus } from "./kyc/kyc-status.ts";
export type { DocumentStatus, KycDocumentState, KycStatus } from "./kyc/kyc-status.ts";
export { kycStatusDiscrepancy } from "./kyc/kyc-discrepancy.ts";
export type { KycDiscrepancy, KycStatusSources } from "./kyc/kyc-discrepancy.ts";
export { kycUploadAccess } from "./kyc/kyc-access.ts";
export type { KycAccess, KycAccessInput } from "./kyc/kyc-access.ts";

// Rewards: bonuses (spec §3 types, §8 activation codes), wagering, rakeback calendar (spec §4), VIP club.
export {
  BANNER_TITLE_MAX_LENGTH,
  BONUS_ACTIVATION_CODES,
  BONUS_PAGE_SIZE,
  BONUS_TYPES,
  USER_BONUS_STATUSES,
  WAGERING_TYPES,
  bannerTitle,
} from "./bonuses/bonus-catalog.ts";
export type { BonusActivationCode, BonusType, UserBonusStatus, WageringType } from "./bonuses/bonus-catalog.ts";
export { decideBonusActivation } from "./bonuses/bonus-eligibility.ts";
export type { ActivationDecision, ActivationState, ActiveBonusState, BonusConditions } from "./bonuses/bonus-eligibility.ts";
export {
  cashbackAmount,
  convertedAmount,
  depositBonusAmount,
  wageringContribution,
  wageringProgress,
  wageringRequirement,
} from "./bonuses/wagering.ts";
export type { DepositBonusTerms, WagerInput, WageringProgress } from "./bonuses/wagering.ts";
export {
  ISO_WEEKDAYS,
  addDays,
  daysBetween,
  isValidTimeZone,
  isoWeekday,
  localDate,
  mondayOf,
  startOfLocalDay,
} from "./calendar/local-date.ts";
export type { IsoWeekday } from "./calendar/local-date.ts";
export {
  BONUS_CALENDAR_DAYS,
  CALENDAR_DAYS,
  CALENDAR_DAY_STATES,
  calendarDayState,
  calendarWeek,
  calendarWindow,
  isCalendarDayClaimable,
  nextHalfHour,
} from "./calendar/rakeback-calendar.ts";
export type { CalendarDayClaim, CalendarDayState } from "./calendar/rakeback-calendar.ts";
export { WAGER_PER_POINT, levelForPoints, loyaltyPointsFor, vipGroupOf, vipProgress } from "./vip/vip-progress.ts";
export type { VipLevelThreshold, VipProgress } from "./vip/vip-progress.ts";

// Shell duties (spec §4, §6, §7, §9): geo-block, bots, cookie notice, session end, inactivity, scripts, tracking,
// affiliate capture, mirror-domain registration restriction.
export { isBot } from "./shell-duties/bot-detection.ts";
export { deviceTypeOf } from "./shell-duties/device-type.ts";
export type { VisitorDeviceType } from "./shell-duties/device-type.ts";
export { isGamePagePath } from "./shell-duties/game-page.ts";
export {
  COUNTRY_CHECK_STORAGE_KEY,
  REVERSE_GEOCODING_TIMEOUT_MS,
  WHITELISTED_STORAGE_KEY,
  WHITELIST_QUERY_PARAMETER,
  geoBlockDecision,
  isCountryRestricted,
  isIpWhitelisted,
  isWhitelistedVisitor,
} from "./shell-duties/geo-block.ts";
export type { GeoBlockInput, GeoBlockReason, GeoLocation } from "./shell-duties/geo-block.ts";
export {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_DAYS,
  COOKIE_CONSENT_STORAGE_KEY,
  shouldShowCookieNotice,
} from "./shell-duties/cookie-notice.ts";
export type { CookieNoticeInput } from "./shell-duties/cookie-notice.ts";
export {
  SESSION_END_REASON_STORAGE_KEY,
  SESSION_END_TIME_STORAGE_KEY,
  SESSION_TERMINATION_REASONS,
  sessionEndedNotice,
} from "./shell-duties/session-ended.ts";
export type { SessionEndedNotice, SessionTerminationReason } from "./shell-duties/session-ended.ts";
export { ACTIVITY_EVENTS, DEFAULT_INACTIVITY_MINUTES, inactivityRemainingMs, inactivityTimeoutMs } from "./shell-duties/inactivity.ts";
export { SCRIPT_SLOTS, scriptsFilterFor } from "./shell-duties/script-loader.ts";
export type { ScriptAudience, ScriptSlot } from "./shell-duties/script-loader.ts";
export {
  PAGE_VIEW_DELAY_MS,
  PAGE_VIEW_EVENT,
  RETARGETING_EVENT_NAMES,
  VISIT_DEDUPE_MS,
  VISIT_PIXEL_STORAGE_KEY,
  retargetingEventName,
  shouldFireVisitPixel,
} from "./shell-duties/tracking.ts";
export type { RetargetingEvent, RetargetingEventName } from "./shell-duties/tracking.ts";
export {
  AFFILIATE_TOKEN_PARAMETER,
  AFFILIATE_TOKEN_STORAGE_KEY,
  MARKETING_MAX_AGE_DAYS,
  MARKETING_PARAMETERS,
  PID_MAX_AGE_MS,
  captureAffiliate,
  marketingValue,
} from "./shell-duties/affiliate.ts";
export type { AffiliateCapture, MarketingParameter, QueryReader, StoredMarketingValue } from "./shell-duties/affiliate.ts";
export { COUNTRY_COOKIE, isInTimeWindow, isRegistrationRestricted, mirrorDomainFor } from "./shell-duties/mirror-restriction.ts";
export type { RegistrationRestrictionInput } from "./shell-duties/mirror-restriction.ts";

// Account validation (spec §4 profile locks, §5 validation rules, §9 password 6-255, minimum age 18, picker 100 years).
// Issue messages are message keys (AccountValidationCode) the UI translates.
export { ACCOUNT_VALIDATION_CODES, FORM_ERROR_KEY, accountFieldErrors, fieldPath, textField } from "./account/codes.ts";
export type { AccountValidationCode, TextFieldSchema, TextRule } from "./account/codes.ts";
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  changePasswordSchema,
  emailField,
  isEmailFormat,
  matchingPasswords,
  passwordProblem,
  passwordRules,
  passwordsMatch,
} from "./account/credentials.ts";
export type { PasswordOptions } from "./account/credentials.ts";
export {
  ConsentSchema,
  DOB_PICKER_YEARS,
  MINIMUM_AGE_YEARS,
  NAME_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  PLACEHOLDER_DATE_OF_BIRTH,
  consentEntries,
  dateOfBirthField,
  dateOfBirthProblem,
  dobPickerRange,
  isAdult,
  nameField,
  phoneCodeDigits,
  phoneField,
  phoneKeyAllowed,
  phoneProblem,
  phoneRules,
  toIsoDate,
  yearsBefore,
} from "./account/personal.ts";
export type { Consent } from "./account/personal.ts";
export { SMS_RESET_CODE_LENGTH, smsResetRequestSchema, smsResetSchema } from "./account/sms-reset.ts";
export { isFieldRequired, isFieldShown, oneClickSignUpSchema, shortSignUpSchema, signUpSchema } from "./account/sign-up.ts";
export type { RegistrationFieldMap, ShortSignUpOptions, SignUpOptions, SignUpValues } from "./account/sign-up.ts";
export {
  GENDER_NOT_TO_SAY,
  KYC_STATUS_APPROVED,
  LOCKABLE_PROFILE_FIELDS,
  PHONE_CODE_EXCLUDED_COUNTRY,
  countryOptions,
  displayDateOfBirth,
  hasRealDateOfBirth,
  normaliseProfileSave,
  phoneCodeOptions,
  profileLocks,
} from "./account/profile.ts";
export type { CountryLike, LockableProfileField, ProfileForm, ProfileLockInput, ProfileLocks, ProfileSave } from "./account/profile.ts";
export { passwordOptionsFromSettings } from "./account/password-settings.ts";
export { gamePulseSeries, netResult, pulseSummary, roundTo } from "./statistics/game-pulse.ts";
export type { PulseGrouping, PulsePoint, PulseRound, PulseSummary } from "./statistics/game-pulse.ts";
export {
  HISTORY_PAGE_SIZE,
  HISTORY_VIEWS,
  casinoHistoryRequest,
  hasHistoryFilters,
  historyPageCount,
  historySearchParams,
  historySearchSchema,
  isIsoDay,
  parseHistorySearch,
  transactionsRequest,
  withHistoryChange,
} from "./history/history-search.ts";
export type { HistoryFilters, HistorySearch, HistorySearchOptions, HistoryView } from "./history/history-search.ts";
export { HISTORY_FILTER_CODES, historyFilterFormSchema, historyFilterFormValues, historyFiltersOf } from "./history/history-filter-form.ts";
export type { HistoryFilterCode, HistoryFilterForm } from "./history/history-filter-form.ts";
export { CSV_BOM, csvAmount, csvCell, historyCsvFileName, toCsv } from "./history/history-csv.ts";
export type { CsvValue } from "./history/history-csv.ts";

// Casino (spec §3 game details and sorting, §6 game viewing and demo, §7 stored lists, §9 game stats and clock).
export {
  DEFAULT_LOBBY_ORDERS,
  LOBBY_ORDERS,
  LOBBY_SEARCH_MAX_LENGTH,
  LOBBY_SORTS,
  LobbySearchSchema,
  isSlug,
  lobbySearchToGamesFilter,
  lobbySearchToParams,
  parseLobbySearch,
} from "./casino/lobby-search.ts";
export type { LobbyGamesFilter, LobbyOrder, LobbySearch, LobbySearchParams, LobbySort } from "./casino/lobby-search.ts";
export { compareGames, sortGames } from "./casino/game-sort.ts";
export type { SortableGame } from "./casino/game-sort.ts";
export { filterByProviders, foldedName, gameMatchesSearch, gameSearchFilter, normaliseSearchText, searchWords } from "./casino/game-search.ts";
export type { SearchableGame } from "./casino/game-search.ts";
export { canPlayReal, canViewGame, formatBet, formatBetRange, formatMaxMultiplier, formatRtp, isDemoPlayable } from "./casino/game-stats.ts";
export type { DemoPlayInput } from "./casino/game-stats.ts";
export { isTrustedGameOrigin, sessionClock, sessionNet } from "./casino/play-session.ts";
export { GAME_CONSENT_MAX_AGE_DAYS, isGameConsentValid, playBlockBeforeLaunch, playBlockFromError } from "./casino/play-access.ts";
export type { PlayAccessInput, PlayBlock, PlayMode } from "./casino/play-access.ts";
export {
  GRID_METRICS,
  gridColumns,
  gridRowCount,
  gridRowHeight,
  gridThumbnailHeight,
  gridTileWidth,
  gridRowItems,
  mountedTileBound,
  shouldFetchNextPage,
} from "./casino/grid-window.ts";
export type { GridMetrics, NextPageInput } from "./casino/grid-window.ts";
export { FALLBACK_CURRENCY, WIN_OF_MONTH_AMOUNT, filterProvidersByName, firstVisibleSlide, lobbyRows, winOfMonth } from "./casino/lobby-rows.ts";
export {
  GUEST_FAVOURITES_STORAGE_KEY,
  GUEST_RECENT_STORAGE_KEY,
  RECENT_GAMES_MAX,
  addRecent,
  mergeOnLogin,
  parseStoredSlugs,
  slugsToUpload,
  toggleSlug,
} from "./casino/guest-games.ts";
export { isFavourite, recentForPlayer, relatedGamesExcept, statCurrency } from "./casino/game-collections.ts";

// Cashier (spec §3 payment method, §4 amount selector and deposit outcome, §5 card/withdrawal/amount rules, §6, §8).
export {
  DEFAULT_DEPOSIT_AMOUNT,
  QUICK_DEPOSIT_AMOUNTS,
  amountDecimals,
  depositAmountProblem,
  roundAmount,
  stepDepositAmount,
} from "./cashier/deposit-amount.ts";
export type { AmountProblem, DepositAmountRules } from "./cashier/deposit-amount.ts";
export {
  methodAvailable,
  methodCountryAllowed,
  methodCurrencyAllowed,
  methodEmailAllowed,
  methodTagsAllowed,
  tagRestricted,
  visibleMethods,
} from "./cashier/payment-method-access.ts";
export type { MethodAccessRules, MethodViewer } from "./cashier/payment-method-access.ts";
export { cardExpiryProblem, cvcValid, formatCardNumber, luhnValid } from "./cashier/card.ts";
export type { ExpiryProblem } from "./cashier/card.ts";
export { BANK_CODE_LENGTH, UPI_ID_PATTERN, bankCodeValid, upiIdValid, walletAddressValid } from "./cashier/withdrawal-fields.ts";
export { DEPOSIT_ERROR_CODES, alternativeMethodName, depositNextStep, isCardLikeName, remainingDepositLimit } from "./cashier/deposit-outcome.ts";
export type { DepositErrorCode, DepositNextStep, DepositResultModal } from "./cashier/deposit-outcome.ts";
