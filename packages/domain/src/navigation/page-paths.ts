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

/**
 * The parameters a location's path gives a route pattern (`/casino/games/$game` on `/casino/games/book-of-dead` ->
 * `{ game: "book-of-dead" }`, decoded as the router does), or undefined when the path is not the pattern's. A lone
 * `$` gives its rest as `_splat`.
 */
export function pagePathParams(pattern: string, pathname: string): Record<string, string> | undefined {
  if (!matchesPagePath(pattern, pathname)) return undefined;
  const actual = segments(pathname);
  const params: Record<string, string> = {};
  for (const [index, segment] of segments(pattern).entries()) {
    if (segment === "$") params["_splat"] = actual.slice(index).map(decode).join("/");
    else if (segment.startsWith("$")) params[segment.slice(1)] = decode(actual[index] ?? "");
  }
  return params;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
