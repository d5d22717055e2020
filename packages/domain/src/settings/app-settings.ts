import * as v from "valibot";

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

/**
 * App settings (spec §3): brand.json baked in at build time, then GET settings2, then VITE_* overrides.
 * Unknown keys are kept so a brand can carry settings that a later feature reads.
 */
export const AppSettingsSchema = v.looseObject({
  brandName: v.optional(v.string(), "Casino"),
  themeColor: v.optional(v.string(), "#007c80"),
  api: v.optional(
    v.object({ baseUrl: v.optional(v.string(), ""), systemToken: v.optional(v.string()) }),
    { baseUrl: "" },
  ),
  theme: v.optional(v.string(), "curacao"),
  defaultThemeMode: v.optional(v.picklist(THEME_MODES), "light"),
  navigationSystem: v.optional(v.picklist(NAVIGATION_SYSTEMS), "basic"),
  defaultLanguage: v.optional(v.string(), "en"),
  pageUrlSetup: v.optional(v.array(PageUrlSetupEntry), []),
  menu: v.optional(v.array(MenuEntrySchema), DEFAULT_MENU),
  depositFormVersion: v.optional(v.number(), 1),
  loyaltyLevelGroupSteps: v.optional(v.array(v.number()), [1]),
  affiliateKeyQueryParameter: v.optional(v.string(), "nxafk"),
  inactivitySessionTimeout: v.optional(v.number(), 30),
  mainDomainConfigs: v.optional(
    v.object({
      isEnabled: v.optional(v.boolean(), false),
      countries: v.optional(v.array(v.string()), []),
      redirectToTDS: v.optional(v.boolean(), false),
      defaultRedirect: v.optional(v.string(), "TDS-B"),
    }),
    { isEnabled: false, countries: [], redirectToTDS: false, defaultRedirect: "TDS-B" },
  ),
});

export type AppSettings = v.InferOutput<typeof AppSettingsSchema>;
export type PageUrlSetup = v.InferOutput<typeof PageUrlSetupEntry>;

export function parseAppSettings(input: unknown): AppSettings {
  return v.parse(AppSettingsSchema, input);
}
