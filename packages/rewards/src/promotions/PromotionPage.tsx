import { Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { ApiError, promotionQueryOptions } from "@casino/api-client";
import { LoadError, PageLink, SafeHtml, useDocumentTitle } from "@casino/shell";
import { Skeleton, Text } from "@casino/ui-kit";
import { PromotionBonus } from "./PromotionBonus.tsx";
import * as styles from "./PromotionPage.css.ts";

/** /promotion/{slug} (page key `promotion`): one promotion, its text, its bonus with the claim action and its terms. */
export function PromotionPage() {
  const { t, i18n } = useLingui();
  const { slug = "" } = useParams({ strict: false });
  const query = useQuery(promotionQueryOptions(slug, i18n.locale));
  useDocumentTitle(query.data?.title ?? t`Promotions`);
  const back = (
    <PageLink page="promotions" className={styles.back}>
      {t`All promotions`}
    </PageLink>
  );

  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton shape="rect" height="12rem" />
        <Skeleton lines={1} width="50%" />
        <Skeleton still lines={4} />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className={styles.page}>
        {back}
        {notFound ? (
          <>
            <h1 className={styles.title}>{t`Promotion not found`}</h1>
            <Text as="p">{t`This promotion has ended or does not exist.`}</Text>
          </>
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </div>
    );
  }
  const promotion = query.data;
  return (
    <article className={styles.page}>
      {back}
      {promotion.imageUrl ? <img className={styles.image} src={promotion.imageUrl} alt="" width={800} height={300} fetchPriority="high" decoding="async" /> : null}
      <h1 className={styles.title}>{promotion.title}</h1>
      <p className={styles.summary}>{promotion.summary}</p>
      <Suspense fallback={<Skeleton still lines={3} />}>
        <SafeHtml html={promotion.bodyHtml} className={styles.body} />
      </Suspense>
      {promotion.bonusId === null ? null : <PromotionBonus bonusId={promotion.bonusId} />}
      {promotion.termsHtml ? (
        <details className={styles.terms}>
          <summary className={styles.termsSummary}>{t`Terms and conditions`}</summary>
          <Suspense fallback={null}>
            <SafeHtml html={promotion.termsHtml} />
          </Suspense>
        </details>
      ) : null}
    </article>
  );
}
