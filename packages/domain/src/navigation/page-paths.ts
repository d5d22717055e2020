import type { PageUrlSetup } from "../settings/app-settings.ts";

export type NavigationSystem = "basic" | "panel";

/** The path of a page key: the brand's pageUrlSetup wins, then the panel system's own mapping, then the default. */
export function resolvePagePath(
  key: string,
  defaults: Readonly<Record<string, string>>,
  options: { pageUrlSetup: readonly PageUrlSetup[]; navigationSystem: NavigationSystem },
): string | undefined {
  const override = options.pageUrlSetup.find((entry) => entry.key === key);
  if (override) return override.href;
  if (options.navigationSystem === "panel" && key === "editProfile") return "/account";
  return defaults[key];
}
