export {
  AppSettingsSchema,
  DEFAULT_HOME_SECTIONS,
  DEFAULT_MENU,
  DEVICE_TYPES,
  MENU_VISIBILITY,
  NAVIGATION_SYSTEMS,
  SETTINGS_PAGE_ROLES,
  THEME_MODES,
  parseAppSettings,
} from "../settings/app-settings.ts";
export type {
  AppSettings,
  DeviceType,
  MenuEntry,
  MirrorDomain,
  PageUrlSetup,
  RegistrationConfig,
  SettingsPageRole,
} from "../settings/app-settings.ts";
export { parseResponsibleGamingSettings, ResponsibleGamingSettingsSchema } from "../settings/responsible-gaming-settings.ts";
export type { HelpOrganisation, ResponsibleGamingSettings } from "../settings/responsible-gaming-settings.ts";
export { parseSupportSettings, SUPPORT_CHANNEL_KINDS, SupportSettingsSchema } from "../settings/support-settings.ts";
export type { SupportChannel, SupportChannelKind, SupportSettings } from "../settings/support-settings.ts";
export { matchesPagePath, pagePathParams, resolvePagePath } from "../navigation/page-paths.ts";
export type { NavigationSystem } from "../navigation/page-paths.ts";
export { localisedText, visibleMenuEntries } from "../navigation/menu.ts";
export { resolveColorScheme } from "../theme/color-scheme.ts";
export type { ColorScheme } from "../theme/color-scheme.ts";
export { ContentSecuritySchema } from "../security/content-security.ts";
export type { ContentSecurity } from "../security/content-security.ts";
export { RECAPTCHA_ORIGINS, isAllowedScriptSrc } from "../security/script-sources.ts";
