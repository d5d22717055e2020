import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "@casino/shell";

/** Money in the player's language: `money(12.5, "EUR")` (spec §5: 2 decimals, crypto up to 8). */
export function useMoney(): (amount: number, currency: string, crypto?: boolean) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useCallback((amount, currency, crypto = false) => formatMoney(amount, currency, locale, { crypto }), [locale]);
}
