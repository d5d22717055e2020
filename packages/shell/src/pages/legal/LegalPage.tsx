import { Suspense, useId } from "react";
import { Trans } from "@lingui/react/macro";
import { Button, Skeleton, VisuallyHidden } from "@casino/ui-kit";
import { useContentTexts } from "../../content/content-texts.ts";
import { SafeHtml } from "../../content/safe-html.ts";
import { useDocumentTitle } from "../use-document-title.ts";
import * as styles from "./LegalPage.css.ts";

function LegalSkeleton() {
  return (
    <div className={styles.skeleton} data-testid="legal-skeleton">
      <VisuallyHidden>
        <span role="status">
          <Trans>Loading…</Trans>
        </span>
      </VisuallyHidden>
      {[4, 6, 3].map((lines, i) => (
        <Skeleton key={i} shape="text" lines={lines} />
      ))}
    </div>
  );
}

function LegalBody({ html, status, onRetry }: { html: string | undefined; status: string; onRetry: () => void }) {
  if (html?.trim()) {
    return (
      <Suspense fallback={<LegalSkeleton />}>
        <SafeHtml html={html} className={styles.prose} withoutTitle />
      </Suspense>
    );
  }
  if (status === "pending") return <LegalSkeleton />;
  if (status === "error") {
    return (
      <div className={styles.notice} role="alert">
        <p className={styles.noticeText}>
          <Trans>This page could not be loaded. Please check your connection and try again.</Trans>
        </p>
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.notice}>
      <p className={styles.noticeText}>
        <Trans>This page has no content yet.</Trans>
      </p>
    </div>
  );
}

/**
 * A legal page: the content texts' title and HTML for its slug, sanitised, with skeleton, error and retry. When the
 * operator keeps a body in one language only, the locale's `legal.note` says so above it (e.g. "This document is
 * available in English only"); a locale without that text shows none.
 */
export function LegalPage({ slug }: { slug: string }) {
  const { texts, status, refetch } = useContentTexts();
  const titleId = useId();
  const title = texts[`legal.${slug}.title`] ?? slug;
  useDocumentTitle(title);
  return (
    <article className={styles.page} aria-labelledby={titleId} aria-busy={status === "pending"}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {texts["legal.note"] && texts[`legal.${slug}.html`] ? (
        <p className={styles.note} role="note">
          {texts["legal.note"]}
        </p>
      ) : null}
      <LegalBody html={texts[`legal.${slug}.html`]} status={status} onRetry={refetch} />
    </article>
  );
}
