import { promotionsQueryOptions } from "@casino/api-client";
import { preloadImage, type PageBootContext } from "@casino/shell";

/**
 * A visit that lands on /promotions: the promotions asked for at the entry, beside settings2 and the catalog, and the
 * first banner (the page's largest paint on a phone) as soon as they are in. Reached through the page's module
 * (register.ts), so it travels in the page's chunk.
 */
export function bootPromotions({ queryClient, locale }: PageBootContext): Promise<void> {
  return queryClient.fetchQuery(promotionsQueryOptions(locale)).then(({ rows }) => {
    if (rows[0]?.imageUrl) preloadImage(rows[0].imageUrl);
  });
}
