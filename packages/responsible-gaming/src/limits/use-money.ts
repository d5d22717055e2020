import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import { FALLBACK_CURRENCY } from "@casino/domain";
import { formatMoney, useCurrentUser } from "@casino/shell";

/** Money in the player's language and account currency (spec §5: 2 decimals, crypto up to 8). */
export function useMoney(): (amount: number) => string {
  const { i18n } = useLingui();
  const user = useCurrentUser().data;
  const currency = user?.currencyCode || FALLBACK_CURRENCY;
  const crypto = user?.isCrypto ?? false;
  const locale = i18n.locale;
  return useCallback((amount: number) => formatMoney(amount, currency, locale, { crypto }), [currency, locale, crypto]);
}
