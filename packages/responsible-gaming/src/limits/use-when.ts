import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";

/** An instant as the player reads it: date and time in their language and the device's time zone. */
export function useWhen(): (iso: string) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)),
    [locale],
  );
}
