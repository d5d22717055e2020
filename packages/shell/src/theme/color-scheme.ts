import { useLayoutEffect, useSyncExternalStore } from "react";
import { resolveColorScheme, type ColorScheme } from "@casino/domain";

export type BrandTheme = { light: string; dark: string };

const QUERY = "(prefers-color-scheme: dark)";

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const prefersDark = () => window.matchMedia(QUERY).matches;

/** Puts the brand's light or dark theme class on <html>, following the system preference unless the brand is dark. */
export function useColorScheme(theme: BrandTheme, configuredDefault: ColorScheme): ColorScheme {
  const systemDark = useSyncExternalStore(subscribe, prefersDark, () => false);
  const scheme = resolveColorScheme(configuredDefault, systemDark);
  useLayoutEffect(() => {
    const html = document.documentElement;
    const other = theme[scheme === "light" ? "dark" : "light"];
    // Only what differs: a change to <html>'s classes restyles the whole page, and the prerendered page has them.
    if (html.classList.contains(other)) html.classList.remove(other);
    if (!html.classList.contains(theme[scheme])) html.classList.add(theme[scheme]);
    if (html.dataset["colorScheme"] !== scheme) html.dataset["colorScheme"] = scheme;
    if (html.style.colorScheme !== scheme) html.style.colorScheme = scheme;
  }, [theme, scheme]);
  return scheme;
}
