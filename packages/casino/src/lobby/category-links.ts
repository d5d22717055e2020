/** The categories with a page of their own (spec §2); every other category has the generic categoryGames page. */
const CATEGORY_PAGE_KEYS: Readonly<Record<string, string>> = {
  slots: "slots",
  "live-casino": "liveCasino",
  popular: "popular",
};

export const CATEGORY_GAMES_PAGE = "categoryGames";

/** The page a category's "See all" leads to, by page key, so a brand's pageUrlSetup moves it too. */
export function categoryPageLink(slug: string): { page: string; params?: Record<string, string> } {
  const page = CATEGORY_PAGE_KEYS[slug];
  return page ? { page } : { page: CATEGORY_GAMES_PAGE, params: { category: slug } };
}
