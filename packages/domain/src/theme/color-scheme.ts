export type ColorScheme = "light" | "dark";

/** Spec §4 Theme: dark when the brand's configured default is dark, otherwise the system preference decides. */
export function resolveColorScheme(configuredDefault: ColorScheme, systemPrefersDark: boolean): ColorScheme {
  if (configuredDefault === "dark") return "dark";
  return systemPrefersDark ? "dark" : "light";
}
