export { ShellApp } from "./ShellApp.tsx";
export { DESIGN_BASE_PATH, createShellRouter } from "./router/create-router.tsx";
export type { RouterContext, ShellRouter } from "./router/create-router.tsx";
export { loadSettings, envOverrides } from "./settings/load-settings.ts";
export { ShellBoot } from "./settings/ShellBoot.tsx";
export { createDefaultQueryClient } from "./settings/query-client.ts";
export { startShellBoot } from "./settings/boot-prefetch.ts";
export { preloadImage } from "./pages/preload-image.ts";
export { FirstPicture } from "./prerender/first-picture.tsx";
export type { FirstPictureProps, FirstPictureRead } from "./prerender/first-picture.tsx";
export type { ShellBootProps } from "./settings/ShellBoot.tsx";
export { SettingsProvider, useSettings } from "./settings/settings-context.tsx";
export { PageLink, usePagePath } from "./links/PageLink.tsx";
export { ListLink } from "./links/ListLink.tsx";
// Every URL from the server passes this gate before location, an iframe, a script or an anchor (DESIGN §5.2).
export { createUrlGate, reportRefusedUrl, useUrlGate } from "./links/url-gate.ts";
export type { UrlGate } from "./links/url-gate.ts";
export { DEFAULT_PAGE_PATHS, LEGAL_PAGE_KEYS } from "./pages/default-pages.ts";
export type { PageKey } from "./pages/default-pages.ts";
export { resolvePages, pagePathFor } from "./pages/page-registry.ts";
export type { PageBootContext, PageDefinition, PageLoaderContext, ResolvedPage } from "./pages/page-registry.ts";
export { useColorScheme } from "./theme/color-scheme.ts";
export type { BrandTheme } from "./theme/color-scheme.ts";

// Session and auth (issue 4): token cookie, `at` hand-over, 403 expiry, current player, header balance.
export { useSession, useCurrentUser } from "./session/use-session.ts";
export type { Session, SignOutReason } from "./session/use-session.ts";
export { useSessionStore, getSessionToken, resetSessionStore } from "./session/session-store.ts";
export { AUTH_TOKEN_COOKIE, AUTH_COOKIE_MAX_AGE_SECONDS } from "./session/token-cookie.ts";
export { ACCESS_TOKEN_PARAM, captureAccessToken, takeAccessToken } from "./session/access-token.ts";
export { clearPlayerQueries } from "./session/player-queries.ts";
export { useReturnAfterLogin } from "./session/use-return-after-login.ts";
export { landingLocation, safeRedirectPath } from "./session/auth-landing.ts";
export { HeaderBalance } from "./session/HeaderBalance.tsx";
export { formatMoney } from "./session/format-money.ts";
export { configureShellApiClient } from "./api/configure-api.ts";
export { fetchRemoteSettings } from "./api/remote-settings.ts";
export { useRealtimeEvent } from "./realtime/use-realtime-event.ts";
// Connection state (issue 32 point 3): the banner and the stale balance read it; a view waiting for a socket event
// re-reads over HTTP after a reconnect.
export { useConnectionState } from "./realtime/use-connection-state.ts";
export { useRealtimeReconnect } from "./realtime/use-realtime-reconnect.ts";
export type { ConnectionState } from "./realtime/use-connection-state.ts";

// Query-driven modals (spec §2): features export ModalDefinition lists; `?modal=name` opens one over any page.
export { SPEC_MODAL_NAMES, lazyModal, resolveModals } from "./modals/modal-registry.ts";
export type { ModalComponentProps, ModalDefinition, ModalTitle, SpecModalName } from "./modals/modal-registry.ts";
export { useModal } from "./modals/use-modal.ts";
export type { ModalApi } from "./modals/use-modal.ts";
export { ModalLink } from "./modals/ModalLink.tsx";
export { MODAL_PARAM, ShellSearchSchema } from "./modals/modal-search.ts";
export type { ShellSearch } from "./modals/modal-search.ts";
export { lazyPage } from "./router/lazy-page.ts";
// Features' items in the player's header (lazy components), composed by the app like pages and modals.
export type { HeaderItemDefinition } from "./header-items/header-items.tsx";
export type { HomeSectionDefinition } from "./home/home-sections.tsx";
// Features' entries in the player's account menu (lazy components, drawn while the menu is open).
export type { AccountMenuItemDefinition } from "./account-menu/account-menu-items.tsx";
// Features' duties for logged-in players on every page (lazy components with no place: watchers that open dialogs).
export type { PlayerDutyDefinition } from "./player-duties/player-duties.tsx";
// A duty's dialog over the game holds it paused (the reality check); the play page tells the game.
export { holdGamePause, useGamePaused } from "./player-duties/game-pause.ts";
// The tabs' bus: a feature tells the player's other tabs of this site what it did (messages of domain's TabMessage).
export { onTabMessage, postTabMessage } from "./tabs/tab-bus.ts";

// Errors have a place (DESIGN §5.1): one hook reports every caught error; a brand may point it at an error tracker.
export { reportError, setErrorReporter } from "./errors/report-error.ts";
export type { ErrorArea, ErrorContext, ErrorReport, ErrorReporter } from "./errors/report-error.ts";

// Forms: the translated text of every @casino/domain validation code, shared by the features' forms.
export { useValidationText } from "./forms/use-validation-text.ts";
export { LoadError } from "./feedback/LoadError.tsx";
export type { LoadErrorProps } from "./feedback/LoadError.tsx";

// Layout, languages and content texts (issue 4 items 4 and 6).
export { useContentTexts, useContentText, contentTextsQuery } from "./content/content-texts.ts";
export type { ContentTextsState } from "./content/content-texts.ts";
export { DEFAULT_CONTENT_TEXTS } from "./content/default-texts.ts";
export { SafeHtml } from "./content/safe-html.ts";
export type { SafeHtmlProps } from "./content/safe-html.ts";
// Trusted Types (the CSP enforces them): a third-party script URL the brand allows (reCAPTCHA's when it has a key).
export { trustedScriptUrl } from "./security/trusted-types.ts";
export { LanguageSwitcher } from "./layout/LanguageSwitcher.tsx";
export { useMenuEntries } from "./layout/use-menu.ts";
export { useDocumentTitle } from "./pages/use-document-title.ts";
export { LEGAL_PAGES } from "./pages/legal/legal-pages.ts";
export type { LegalPageKey } from "./pages/legal/legal-pages.ts";

// Shell duties (issue 4 item 5): features report retargeting events, the sign-up form reads the affiliate data and
// the mirror-domain restriction, multiplayer tables the away status.
export { track } from "./duties/tracking/track.ts";
export { getAffiliateData, getFirstUrl } from "./duties/affiliate/affiliate-data.ts";
export type { AffiliateData } from "./duties/affiliate/affiliate-data.ts";
export { forgetReferralCode, getReferralCode } from "./duties/referral/referral-storage.ts";
export { useRegistrationRestriction } from "./duties/mirror/use-registration-restriction.ts";
export type { RegistrationRestriction } from "./duties/mirror/use-registration-restriction.ts";
export { recordSessionEnd } from "./duties/session-ended/session-end-store.ts";
export { dismissSessionEndedNotice } from "./duties/session-ended/dismiss-session-ended.ts";
export { useEndSessionWithNotice } from "./duties/session-ended/use-block-session-end.ts";
export { useAwayState } from "./duties/inactivity/use-away-state.ts";
// A feature opens the live chat (when the brand shows it) for what only support can do.
export { openLiveChat } from "./duties/live-chat/open-live-chat.ts";
export { hasCookieConsent } from "./duties/cookie-notice/cookie-consent.ts";
