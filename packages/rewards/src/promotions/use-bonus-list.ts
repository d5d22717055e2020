import { useInfiniteQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { getAllBonus, type BonusFilter } from "@casino/api-client";
import { BONUS_PAGE_SIZE } from "@casino/domain";
import { getAffiliateData } from "@casino/shell";
import { playerTimeZone } from "../activation/time-zone.ts";

/** The get-all-bonus filter for this player: language, time zone and affiliate campaign (cpnc) with `extra`. */
export function useBonusFilter(extra: Omit<BonusFilter, "pageNo">): BonusFilter {
  const { i18n } = useLingui();
  const cpnc = getAffiliateData().cpnc ?? undefined;
  return { limit: BONUS_PAGE_SIZE, language: i18n.locale, timeZone: playerTimeZone(), ...(cpnc ? { cpnc } : {}), ...extra };
}

export const bonusPagesQueryKey = (filter: BonusFilter) => ["bonuses", "pages", filter] as const;

/** The bonus list, 24 a page (spec §9), the next page on demand. */
export function useBonusList(filter: BonusFilter) {
  return useInfiniteQuery({
    queryKey: bonusPagesQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getAllBonus({ ...filter, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return loaded < last.count && last.rows.length > 0 ? pages.length + 1 : undefined;
    },
  });
}
