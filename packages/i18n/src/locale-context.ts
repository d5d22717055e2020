import { createContext, useContext } from "react";
import type { Locale, LocaleInfo, TextDirection } from "./locales.ts";

export interface LocaleContextValue {
  readonly locale: Locale;
  readonly direction: TextDirection;
  /** Loads the locale's catalog, activates it and saves the choice; resolves once the texts have switched. */
  readonly setLocale: (locale: Locale) => Promise<void>;
  readonly locales: readonly LocaleInfo[];
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale() must be used inside <LocaleProvider>");
  return value;
}
