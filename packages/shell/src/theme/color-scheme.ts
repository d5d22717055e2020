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
    html.classList.remove(theme.light, theme.dark);
    html.classList.add(theme[scheme]);
    html.dataset.colorScheme = scheme;
    html.style.colorScheme = scheme;
  }, [theme, scheme]);
  return scheme;
}
