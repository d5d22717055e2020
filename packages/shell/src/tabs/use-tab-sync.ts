import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { isLocale, useLocale } from "@casino/i18n";
import { startTabSync } from "./start-tab-sync.ts";
import { onTabMessage, postTabMessage } from "./tab-bus.ts";

/**
 * One visit across tabs (run by the lazy SessionDuties): joins the tab channel and keeps the session (login, logout,
 * token, expiry) and the language the same in every tab. The inactivity timer shares activity and the cookie notice
 * shares consent over the same bus.
 */
export function useTabSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => startTabSync(queryClient), [queryClient]);
  useLanguageAcrossTabs();
}

function useLanguageAcrossTabs(): void {
  const { locale, setLocale } = useLocale();
  // The language this tab last told or was told: a change that matches it came from another tab and is not echoed.
  const known = useRef(locale);
  useEffect(() => {
    if (locale === known.current) return;
    known.current = locale;
    postTabMessage({ type: "locale", locale });
  }, [locale]);
  useEffect(
    () =>
      onTabMessage((message) => {
        if (message.type !== "locale" || !isLocale(message.locale) || message.locale === known.current) return;
        known.current = message.locale;
        void setLocale(message.locale);
      }),
    [setLocale],
  );
}
