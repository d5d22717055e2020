/** Spec §2 auth landings as router locations: "/casino?modal=login" -> { to: "/casino", search: { modal: "login" } }. */
export function landingLocation(target: string): { to: string; search: Record<string, string> } {
  const url = new URL(target, "http://landing.invalid");
  // Only same-site paths: a server answer must never send the player to another origin.
  const to = url.origin === "http://landing.invalid" && url.pathname.startsWith("/") ? url.pathname : "/";
  return { to, search: Object.fromEntries(url.searchParams) };
}

/**
 * A `redirect` parameter is followed only when it is a path of this site ("/profile?x=1"), never "//evil.example"
 * or "https://…".
 */
export function safeRedirectPath(value: string | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  return value;
}
