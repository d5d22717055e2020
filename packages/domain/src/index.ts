export {
  AppSettingsSchema,
  DEFAULT_MENU,
  MENU_VISIBILITY,
  NAVIGATION_SYSTEMS,
  THEME_MODES,
  parseAppSettings,
} from "./settings/app-settings.ts";
export type { AppSettings, MenuEntry, PageUrlSetup } from "./settings/app-settings.ts";
export { resolvePagePath } from "./navigation/page-paths.ts";
export type { NavigationSystem } from "./navigation/page-paths.ts";
export { localisedText, visibleMenuEntries } from "./navigation/menu.ts";
export { resolveColorScheme } from "./theme/color-scheme.ts";
export type { ColorScheme } from "./theme/color-scheme.ts";
