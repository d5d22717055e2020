import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { bonusesQueryOptions, limitsQueryOptions, paymentMethodsQueryOptions, type Bonus, type PaymentMethod, type User } from "@casino/api-client";
import { remainingDepositLimit, visibleMethods } from "@casino/domain";
import { useCurrentUser, useSettings } from "@casino/shell";

export type DepositData =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void; retrying: boolean }
  | {
      status: "ready";
      user: User;
      /** The player's methods after the client's rules (e-mail, tags, active, hidden), by sortPriority. */
      methods: PaymentMethod[];
      /** What the deposit limits still allow; null when the player has none. Unknown (still loading): null. */
      remainingLimit: number | null;
      /** Deposit bonuses to choose from; empty when the brand removes them from the deposit page. */
      bonuses: Bonus[];
    };

/** Everything the deposit form needs, read in parallel; the bonuses and the limit never hold the form back. */
export function useDepositData(): DepositData {
  const { i18n } = useLingui();
  const settings = useSettings();
  const user = useCurrentUser();
  const player = user.data;
  const filter = { currencyCode: player?.currencyCode ?? "", countryCode: player?.countryCode ?? undefined, language: i18n.locale };
  const methods = useQuery({ ...paymentMethodsQueryOptions(filter), enabled: Boolean(player) });
  const limits = useQuery({ ...limitsQueryOptions(), enabled: Boolean(player) });
  const withBonuses = Boolean(player) && !settings.removeBonusesFromDepositPage;
  const bonuses = useQuery({
    ...bonusesQueryOptions({
      type: "deposit",
      isDeposit: true,
      language: i18n.locale,
      currencyCode: player?.currencyCode,
      countryCode: player?.countryCode ?? undefined,
    }),
    enabled: withBonuses,
  });

  const visible = useMemo(() => {
    if (!player || !methods.data) return [];
    const viewer = { countryCode: player.countryCode ?? "", currencyCode: player.currencyCode, email: player.email, tags: player.tags };
    return visibleMethods(methods.data, viewer);
  }, [player, methods.data]);

  const failed = user.isError ? user : methods.isError ? methods : null;
  if (failed) {
    return { status: "error", error: failed.error, retry: () => void failed.refetch(), retrying: failed.isFetching };
  }
  if (!player || !methods.data) return { status: "loading" };
  return {
    status: "ready",
    user: player,
    methods: visible,
    remainingLimit: limits.data ? remainingDepositLimit(limits.data.limits) : null,
    bonuses: withBonuses ? (bonuses.data?.rows ?? []) : [],
  };
}
