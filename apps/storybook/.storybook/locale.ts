import { DEFAULT_LOCALE, isLocale, loadCatalog, localeDirection, type Locale } from "@casino/i18n";
import { i18n } from "@lingui/core";

// Production builds keep only message ids, so even English needs its compiled catalog; start empty until it loads.
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Activates a locale's compiled catalog; an empty one if it is missing, so stories still render. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale && Object.keys(i18n.messages).length > 0) return;
  const messages = await loadCatalog(locale).catch(() => ({}));
  i18n.loadAndActivate({ locale, messages });
}

/** The toolbar's direction: "auto" follows the locale, so Arabic, Hebrew and Persian read right to left. */
export function toDirection(value: unknown, locale: Locale): "ltr" | "rtl" {
  return value === "ltr" || value === "rtl" ? value : localeDirection(locale);
}

export { i18n };
