import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { PROMOTIONS_PATH, promotionsQueryOptions } from "@casino/api-client";
import { bannerTitle } from "@casino/domain";
import { FirstPicture, LoadError, PageLink } from "@casino/shell";
import { Skeleton, Text } from "@casino/ui-kit";
import * as styles from "./PromotionsPage.css.ts";

/**
 * The brand's current promotions as banners, each leading to /promotion/{slug}. `firstPicture`: the first banner is
 * the page's largest paint (the promotions page on a phone), shown in the first paint from HTML before the app.
 */
export function PromotionTiles({ labelledBy, firstPicture = false }: { labelledBy: string; firstPicture?: boolean }) {
  const { t, i18n } = useLingui();
  const query = useQuery(promotionsQueryOptions(i18n.locale));
  if (query.isPending) {
    const bannerPlaceholder = <span className={styles.tileImage} />;
    // The tiles' own shape (banner, title, summary), so the bonuses below do not move when the promotions arrive.
    return (
      <div role="region" aria-busy="true" aria-labelledby={labelledBy}>
        <ul className={styles.tiles} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.tile}>
              {index === 0 && firstPicture ? (
                <FirstPicture
                  read={{ path: PROMOTIONS_PATH, query: { language: i18n.locale }, field: "data.rows.0.imageUrl" }}
                  className={styles.tileImage}
                  width={800}
                  height={300}
                >
                  {bannerPlaceholder}
                </FirstPicture>
              ) : (
                bannerPlaceholder
              )}
              <Skeleton still lines={1} width="60%" height="1.5rem" />
              <Skeleton still lines={1} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.rows.length === 0) return <Text as="p">{t`There are no promotions right now.`}</Text>;
  return (
    <ul className={styles.tiles} aria-labelledby={labelledBy}>
      {query.data.rows.map((promotion, index) => (
        <li key={promotion.id} className={styles.tile}>
          {/* The first banner is the page's largest paint on phones: fetched at once, the others when near. */}
          {promotion.imageUrl ? (
            <img
              className={styles.tileImage}
              src={promotion.imageUrl}
              alt=""
              width={800}
              height={300}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
              decoding="async"
            />
          ) : null}
          <PageLink page="promotion" params={{ slug: promotion.slug }} className={styles.tileLink}>
            <span title={promotion.title}>{bannerTitle(promotion.title)}</span>
          </PageLink>
          <p className={styles.tileSummary}>{promotion.summary}</p>
        </li>
      ))}
    </ul>
  );
}
