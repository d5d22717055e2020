/** The fixed part of a route pattern before its first parameter: "/play/$game" -> "/play/". */
function staticPrefix(pattern: string): string {
  const at = pattern.indexOf("$");
  return at === -1 ? pattern : pattern.slice(0, at);
}

/** True on the external play page (spec §2 /play/{game}, or the brand's path for the `play` key). */
export function isGamePagePath(pathname: string, playPattern: string): boolean {
  const prefix = staticPrefix(playPattern).toLowerCase();
  const path = pathname.toLowerCase();
  return prefix.endsWith("/") ? path.startsWith(prefix) && path.length > prefix.length : path === prefix;
}
