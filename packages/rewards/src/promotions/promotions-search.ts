import * as v from "valibot";
import { BONUS_TYPES } from "@casino/domain";

/** `?bonus=slug`: the card a guest asked to claim before logging in, shown to them again after. */
export const BONUS_SEARCH_PARAM = "bonus";

/** The bonus list's filter in the URL (`?show=deposit`), so a link reproduces the view. */
export const BONUS_SHOWS = ["all", "today", "deposit", ...BONUS_TYPES.filter((type) => type !== "deposit")] as const;
export type BonusShow = (typeof BONUS_SHOWS)[number];

const PromotionsSearchSchema = v.object({
  show: v.optional(v.fallback(v.picklist(BONUS_SHOWS), "all"), "all"),
  [BONUS_SEARCH_PARAM]: v.optional(v.fallback(v.string(), ""), ""),
});

/** The page's own search parameters, whatever else the URL holds; unknown values read as the default. */
export function readPromotionsSearch(search: unknown): { show: BonusShow; bonus: string } {
  const parsed = v.safeParse(PromotionsSearchSchema, typeof search === "object" && search !== null ? search : {});
  return parsed.success ? { show: parsed.output.show, bonus: parsed.output[BONUS_SEARCH_PARAM] } : { show: "all", bonus: "" };
}

/**
 * The get-all-bonus filter of a choice: those valid and activatable at `now` (calendarDateTime, its weekday in the
 * request's time zone), the deposit ones, or one type of the others.
 */
export function filterOfShow(show: BonusShow, now: string): { type?: (typeof BONUS_TYPES)[number]; isDeposit?: boolean; calendarDateTime?: string } {
  if (show === "all") return {};
  if (show === "today") return { calendarDateTime: now };
  if (show === "deposit") return { isDeposit: true };
  return { type: show };
}
