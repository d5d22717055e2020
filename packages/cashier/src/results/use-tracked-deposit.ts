import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { transactionsQueryOptions, userDetailsQueryOptions } from "@casino/api-client";
import { formatMoney, useSession } from "@casino/shell";
import { trackCompletedDeposit } from "./deposit-tracking.ts";

export type KnownDeposit = { amount: number; currency: string };

const LATEST_DEPOSITS = { type: "deposit", limit: 5 } as const;

/**
 * A completed deposit the player landed on (deposit-success, or a finished 3-D Secure payment): its amount for the
 * modal, and its tracking event when the socket did not already report it (the player was on the provider's page
 * when it was credited). Fresh user details give the count that includes this deposit.
 * Returns the formatted amount: undefined while loading, null when it cannot be read.
 */
export function useTrackedDeposit(known?: KnownDeposit): string | null | undefined {
  const { i18n } = useLingui();
  const { isAuthenticated } = useSession();
  const user = useQuery({ ...userDetailsQueryOptions(), enabled: isAuthenticated, refetchOnMount: "always" });
  const latest = useQuery({ ...transactionsQueryOptions(LATEST_DEPOSITS), enabled: isAuthenticated && !known, refetchOnMount: "always" });
  const row = latest.data?.rows.find((transaction) => transaction.status === "completed");
  const deposit = known ?? (row && { amount: row.amount, currency: row.currency });
  const settled = user.data !== undefined && !user.isFetching && (known !== undefined || (!latest.isFetching && !latest.isPending));
  const count = user.data?.depositCount;
  const currency = deposit?.currency ?? user.data?.currencyCode;

  useEffect(() => {
    if (!settled || count === undefined) return;
    trackCompletedDeposit({ depositCount: count, amount: deposit?.amount, currencyCode: currency });
  }, [settled, count, deposit?.amount, currency]);

  if (!isAuthenticated || latest.isError) return known ? formatMoney(known.amount, known.currency, i18n.locale) : null;
  if (!deposit) return settled ? null : undefined;
  return formatMoney(deposit.amount, deposit.currency, i18n.locale, { crypto: user.data?.isCrypto ?? false });
}
