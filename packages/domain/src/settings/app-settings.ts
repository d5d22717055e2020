import * as v from "valibot";
import { ContentSecuritySchema } from "../security/content-security.ts";

export const NAVIGATION_SYSTEMS = ["basic", "panel"] as const;
export const THEME_MODES = ["light", "dark"] as const;
export const MENU_VISIBILITY = ["all", "user", "guest"] as const;

/** A label is either a built-in message key or text per locale given by the brand (falls back to `en`). */
const LocalisedText = v.union([v.string(), v.record(v.string(), v.string())]);

const PageUrlSetupEntry = v.object({
  key: v.string(),
  href: v.pipe(v.string(), v.startsWith("/")),
  shallow: v.optional(v.boolean(), false),
});

export type MenuEntry = {
  label: string | Record<string, string>;
  page?: string | undefined;
  href?: string | undefined;
  visibility: (typeof MENU_VISIBILITY)[number];
  children?: MenuEntry[] | undefined;
};

const MenuEntrySchema: v.GenericSchema<unknown, MenuEntry> = v.object({
  label: LocalisedText,
  page: v.optional(v.string()),
  href: v.optional(v.string()),
  visibility: v.optional(v.picklist(MENU_VISIBILITY), "all"),
  children: v.optional(v.array(v.lazy(() => MenuEntrySchema))),
});

/** The spec's default top navigation in the design setup (spec §2). */
export const DEFAULT_MENU: MenuEntry[] = [
  { label: "tournaments", page: "tournaments", visibility: "all" },
  { label: "vip", href: "/vip", visibility: "all" },
  {
    label: "info",
    visibility: "all",
    children: [
      { label: "profileDetails", href: "/profile", visibility: "all" },
      { label: "wallet", href: "/Wallet", visibility: "all" },
      { label: "responsibility", href: "/responsibility", visibility: "all" },
      { label: "contacts", href: "/contacts", visibility: "all" },
    ],
  },
];

/** Which registry page plays each role of spec §3 "page keys" (a brand may point a role at another page key). */
export const SETTINGS_PAGE_ROLES = [
  "home",
  "casino",
  "promotions",
  "deposit",
  "withdraw",
  "providers",
  "providerGames",
  "categoryGames",
  "game",
  "categories",
] as const;
export type SettingsPageRole = (typeof SETTINGS_PAGE_ROLES)[number];
const DEFAULT_PAGE_KEYS: Record<SettingsPageRole, string> = {
  home: "home",
  casino: "casino",
  promotions: "promotions",
  deposit: "deposit",
  withdraw: "withdraw",
  providers: "providers",
  providerGames: "providerGames",
  categoryGames: "categoryGames",
  game: "game",
  categories: "categories",
};
const PageKeysSchema = v.object(
  Object.fromEntries(SETTINGS_PAGE_ROLES.map((role) => [role, v.optional(v.string(), DEFAULT_PAGE_KEYS[role])])) as {
    [R in SettingsPageRole]: v.OptionalSchema<v.StringSchema<undefined>, string>;
  },
);

/**
 * The home page's sections in their order (issue 29): "hero" is the shell's, the others features contribute by key.
 * A key no feature serves is left out, so a brand may list sections a later release adds.
 */
export const DEFAULT_HOME_SECTIONS = ["hero", "welcomeOffer", "myGames", "gameRows", "promotions", "rewardsStatus", "vipProgress"];

export const DEVICE_TYPES = ["mobile", "desktop", "all"] as const;
const ClockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM"));

/** One registration window of a mirror domain (spec §4 mirror-domain registration restriction). */
const RegistrationConfigSchema = v.object({
  country: v.pipe(v.string(), v.toUpperCase()),
  from: ClockTime,
  to: ClockTime,
  deviceType: v.optional(v.picklist(DEVICE_TYPES), "all"),
});
const MirrorDomainSchema = v.object({
  /** Sent as mirrorDomainFk at sign-up. */
  id: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  url: v.string(),
  settings: v.optional(v.object({ registrationConfigs: v.optional(v.array(RegistrationConfigSchema), []) }), {
    registrationConfigs: [],
  }),
});

const flag = (fallback: boolean) => v.optional(v.boolean(), fallback);
const text = (fallback: string) => v.optional(v.string(), fallback);
const codes = () => v.optional(v.array(v.pipe(v.string(), v.toUpperCase())), []);

/**
 * App settings (spec §3, every key with its default): brand.json baked in at build time, then GET settings2,
 * then VITE_SETTING_* overrides. Unknown keys are kept so a brand can carry settings that a later feature reads.
 * apiVersion and mainDomainConfigs (spec §3) are left out on purpose: the spec gives them no behaviour here (README,
 * "Settings the front end does not read"); a brand's value passes through unparsed.
 */
export const AppSettingsSchema = v.looseObject({
  brandName: text("Casino"),
  themeColor: text("#007c80"),
  api: v.optional(
    v.object({ baseUrl: v.optional(v.string(), ""), systemToken: v.optional(v.string()) }),
    { baseUrl: "" },
  ),
  /** Tag-script hosts and inline tag scripts: the Content-Security-Policy's script inputs (build time only). */
  contentSecurity: v.optional(ContentSecuritySchema, () => ({ tagScriptHosts: [], allowInlineTagScripts: false })),
  theme: text("curacao"),
  defaultThemeMode: v.optional(v.picklist(THEME_MODES), "light"),
  navigationSystem: v.optional(v.picklist(NAVIGATION_SYSTEMS), "basic"),
  defaultLanguage: text("en"),
  /** The design setup serves the site under /design (spec §2 design-setup paths). */
  designSetup: flag(false),
  pageKeys: v.optional(PageKeysSchema, DEFAULT_PAGE_KEYS),
  pageUrlSetup: v.optional(v.array(PageUrlSetupEntry), []),
  menu: v.optional(v.array(MenuEntrySchema), DEFAULT_MENU),
  homeSections: v.optional(v.array(v.string()), DEFAULT_HOME_SECTIONS),
  /** The game categories (slugs) shown as rows on the home page, in order. */
  homeGameCategories: v.optional(v.array(v.string()), ["popular", "new"]),

  // Registration and login.
  verifyEmailStatusOnLogin: flag(false),
  /** Short registration (e-mail or phone). */
  emailPhoneRegistration: flag(false),
  formFieldsValidation: v.optional(v.record(v.string(), v.unknown()), {}),
  goToPageAfterRegistration: text(""),
  afterRegistrationRedirect: text(""),
  holdUserOnRegistration: flag(false),
  use1ClickRegistration: flag(false),
  open1ClickRegistrationForPIDs: v.optional(v.array(v.string()), []),
  useSMSResetPassword: flag(false),
  reCaptchaSiteKey: text(""),
  onboardingRedirectOnClose: text(""),
  /** Minutes without activity before the session ends (spec §4: default 30, used when above 1). */
  inactivitySessionTimeout: v.optional(v.number(), 30),

  // Cashier.
  depositFormVersion: v.optional(v.number(), 1),
  removeBonusesFromDepositPage: flag(false),
  withdrawalConditions: flag(true),
  useMultiWallet: flag(false),
  allowKYCBeforeDeposit: flag(false),
  allowDepWithoutAddress: flag(false),
  onDepositShowAllField: flag(false),
  popupDepositFormAsSidebar: flag(false),

  // Games and rewards.
  allowGameViewNotLoggedUser: flag(false),
  allowGuestPlayDemoGames: flag(false),
  demoUserId: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  verifyEmailOnBonusActivation: flag(false),
  showProfileCalendar: flag(false),
  showRakebackCalendar: flag(false),
  referAFriendPercent: v.optional(v.number(), 10),
  referAFriendLanding: text("/"),
  loyaltyLevelGroupSteps: v.optional(v.array(v.number()), [1]),
  /** /responsibility: the brand's help organisations and self-assessment link, parsed where shown (parseResponsibleGamingSettings). */
  responsibleGaming: v.optional(v.unknown()),
  /** /contacts: the brand's support channels, parsed where shown (parseSupportSettings). */
  support: v.optional(v.unknown()),
  // webVitalsSampleRate (0..1, default 0.1): the share of visits reporting real-user vitals, read by the lazy
  // reporter alone (webVitalsSampleRate() of shell-duties/web-vitals.ts); not listed, so the first download holds none of it.

  // Shell duties.
  showLiveChat: flag(false),
  cookiesPopup: flag(true),
  /** Sent with GET scripts so a changed hash skips cached script lists. */
  cacheControlHash: text(""),
  /** Reverse geocoder for the geo-block re-check: GET <url>?lat&lon answering { countryCode, subdivisionCode? }. */
  reverseGeocodingUrl: text(""),
  /** Image pixel for the retargeting events; empty sends them to log-event and dataLayer only. */
  retargetingPixelUrl: text(""),
  excludedCountryCodeList: codes(),
  whitelistedIPs: v.optional(v.array(v.string()), []),
  affiliateKeyQueryParameter: text("nxafk"),
  mirrorDomain: v.optional(v.array(MirrorDomainSchema), []),

  // URL gate (issue 25 point 4, checkUrl): the origins a URL from the API may lead to besides the site's own,
  // matched exactly (scheme, host, port; no wildcard). settings2 overrides them as any setting (the sandbox adds its
  // own origin). A script's are contentSecurity.tagScriptHosts, which may use `*.`.
  /** Game providers' pages, the only origins the play page's frame loads (and, from brand.json, the CSP's frame-src). */
  gameProviderOrigins: v.optional(v.array(v.string()), []),
  /** Payment providers' hosted and 3-D Secure pages, the only origins a deposit redirects to. */
  paymentPageOrigins: v.optional(v.array(v.string()), []),
});

export type AppSettings = v.InferOutput<typeof AppSettingsSchema>;
export type PageUrlSetup = v.InferOutput<typeof PageUrlSetupEntry>;
export type MirrorDomain = v.InferOutput<typeof MirrorDomainSchema>;
export type RegistrationConfig = v.InferOutput<typeof RegistrationConfigSchema>;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export function parseAppSettings(input: unknown): AppSettings {
  return v.parse(AppSettingsSchema, input);
}
