import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { currenciesQueryOptions } from "@casino/api-client";
import { formatMoney, useCurrentUser } from "@casino/shell";

/** How the history writes values: money in the row's currency (2 decimals, crypto 8) and dates in the player's locale. */
export type HistoryFormat = {
  i18n: I18n;
  money: (amount: number, currency: string) => string;
  /** Decimals of a currency, for the CSV. */
  decimals: (currency: string) => number;
  date: (iso: string) => string;
};

export function historyFormat(i18n: I18n, isCrypto: (currency: string) => boolean): HistoryFormat {
  return {
    i18n,
    money: (amount, currency) => formatMoney(amount, currency, i18n.locale, { crypto: isCrypto(currency) }),
    decimals: (currency) => (isCrypto(currency) ? 8 : 2),
    date: (iso) => i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" }),
  };
}

/**
 * The formatter for the player's locale. A row's currency is crypto when the currency catalogue says so; until
 * the catalogue is in (or if it fails) the account's own isCrypto flag decides for its currency.
 */
export function useHistoryFormat(): HistoryFormat {
  const { i18n } = useLingui();
  const user = useCurrentUser().data;
  const accountCurrency = user?.currencyCode;
  const accountIsCrypto = user?.isCrypto ?? false;
  const currencies = useQuery(currenciesQueryOptions()).data;
  return useMemo(() => {
    const crypto = new Map(currencies?.map((c) => [c.code, c.isCrypto]));
    const isCrypto = (code: string) => crypto.get(code) ?? (accountCurrency === code && accountIsCrypto);
    return historyFormat(i18n, isCrypto);
  }, [i18n, currencies, accountCurrency, accountIsCrypto]);
}
