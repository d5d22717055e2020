import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "@casino/shell";

/** Money in the player's language: `money(12.5, "EUR")` (spec §5: 2 decimals). */
export function useMoney(): (amount: number, currency: string) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useCallback((amount, currency) => formatMoney(amount, currency, locale), [locale]);
}
