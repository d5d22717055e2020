// Shell duties (spec §4, §6, §7, §9): geo-block, bots, cookie notice, session end, inactivity, scripts, tracking,
// affiliate capture, mirror-domain registration restriction.
export { isBot } from "../shell-duties/bot-detection.ts";
export { deviceTypeOf } from "../shell-duties/device-type.ts";
export type { VisitorDeviceType } from "../shell-duties/device-type.ts";
export { isGamePagePath } from "../shell-duties/game-page.ts";
export {
  COUNTRY_CHECK_STORAGE_KEY,
  REVERSE_GEOCODING_TIMEOUT_MS,
  WHITELISTED_STORAGE_KEY,
  WHITELIST_QUERY_PARAMETER,
  geoBlockDecision,
  isCountryRestricted,
  isIpWhitelisted,
  isWhitelistedVisitor,
} from "../shell-duties/geo-block.ts";
export type { GeoBlockInput, GeoBlockReason, GeoLocation } from "../shell-duties/geo-block.ts";
export {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_DAYS,
  COOKIE_CONSENT_STORAGE_KEY,
  shouldShowCookieNotice,
} from "../shell-duties/cookie-notice.ts";
export type { CookieNoticeInput } from "../shell-duties/cookie-notice.ts";
export {
  SESSION_END_CAUSES,
  SESSION_END_CAUSE_STORAGE_KEY,
  SESSION_END_REASON_STORAGE_KEY,
  SESSION_END_TIME_STORAGE_KEY,
  SESSION_TERMINATION_REASONS,
  sessionEndedNotice,
} from "../shell-duties/session-ended.ts";
export type { SessionEndCause, SessionEndedNotice, SessionTerminationReason } from "../shell-duties/session-ended.ts";
export {
  ACTIVITY_EVENTS,
  DEFAULT_INACTIVITY_MINUTES,
  INACTIVITY_WARNING_MS,
  inactivityRemainingMs,
  inactivityState,
  inactivityTimeoutMs,
} from "../shell-duties/inactivity.ts";
export type { InactivityPhase, InactivityState } from "../shell-duties/inactivity.ts";
export { TabMessageSchema, noticeForRemoteEnd, parseTabMessage, remoteSessionChange } from "../shell-duties/tab-sync.ts";
export type { RemoteSessionChange, TabMessage } from "../shell-duties/tab-sync.ts";
export { SCRIPT_SLOTS, scriptsFilterFor } from "../shell-duties/script-loader.ts";
export type { ScriptAudience, ScriptSlot } from "../shell-duties/script-loader.ts";
export {
  PAGE_VIEW_DELAY_MS,
  PAGE_VIEW_EVENT,
  RETARGETING_EVENT_NAMES,
  VISIT_DEDUPE_MS,
  VISIT_PIXEL_STORAGE_KEY,
  retargetingEventName,
  shouldFireVisitPixel,
} from "../shell-duties/tracking.ts";
export type { RetargetingEvent, RetargetingEventName } from "../shell-duties/tracking.ts";
export {
  DEFAULT_WEB_VITALS_SAMPLE_RATE,
  WEB_VITAL_EVENT,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  WEB_VITALS_DRAW_STORAGE_KEY,
  isVisitSampled,
  visitDraw,
  webVitalData,
  webVitalsSampleRate,
} from "../shell-duties/web-vitals.ts";
export type { WebVitalData, WebVitalMetric, WebVitalName } from "../shell-duties/web-vitals.ts";
export {
  AFFILIATE_TOKEN_PARAMETER,
  AFFILIATE_TOKEN_STORAGE_KEY,
  MARKETING_MAX_AGE_DAYS,
  MARKETING_PARAMETERS,
  captureAffiliate,
} from "../shell-duties/affiliate.ts";
export { PID_MAX_AGE_MS, marketingValue } from "../shell-duties/marketing-value.ts";
export type { AffiliateCapture, MarketingParameter, QueryReader, StoredMarketingValue } from "../shell-duties/affiliate.ts";
export { REFERRAL_CODE_PARAMETER, REFERRAL_CODE_STORAGE_KEY } from "../shell-duties/referral-code.ts";
export { captureReferralCode } from "../shell-duties/referral-capture.ts";
export { COUNTRY_COOKIE, isInTimeWindow, isRegistrationRestricted, mirrorDomainFor } from "../shell-duties/mirror-restriction.ts";
export type { RegistrationRestrictionInput } from "../shell-duties/mirror-restriction.ts";
