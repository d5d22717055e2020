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

const segments = (path: string) => path.split("/").filter((segment) => segment !== "");

/**
 * Whether a location's path is a route pattern's ("/casino/games/$game": `$name` takes one segment, a lone `$` the
 * rest), compared as the router does: case-insensitive, a trailing slash ignored.
 */
export function matchesPagePath(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern.toLowerCase());
  const actual = segments(pathname.toLowerCase());
  for (const [index, segment] of wanted.entries()) {
    if (segment === "$") return actual.length > index;
    const part = actual[index];
    if (part === undefined) return false;
    if (!segment.startsWith("$") && segment !== part) return false;
  }
  return actual.length === wanted.length;
}
