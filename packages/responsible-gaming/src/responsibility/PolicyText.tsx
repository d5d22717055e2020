import { Suspense } from "react";
import { useLingui } from "@lingui/react/macro";
import { LEGAL_PAGES, LoadError, PageLink, SafeHtml, useContentTexts } from "@casino/shell";
import { Skeleton, Surface, Text } from "@casino/ui-kit";
import * as styles from "./responsibility.css.ts";

const SLUG = LEGAL_PAGES.find((page) => page.key === "responsibleGambling")?.slug ?? "responsible-gambling";

/** The brand's responsible-gambling policy (the legal page's content text), sanitised, with a link to its page. */
export function PolicyText() {
  const { t } = useLingui();
  const { texts, status, refetch } = useContentTexts();
  const html = texts[`legal.${SLUG}.html`]?.trim();
  const body = html ? (
    <Suspense fallback={<Skeleton shape="text" lines={4} />}>
      <SafeHtml html={html} className={styles.prose} withoutTitle />
    </Suspense>
  ) : status === "pending" ? (
    <Skeleton shape="text" lines={4} />
  ) : status === "error" ? (
    <LoadError onRetry={refetch} />
  ) : null;
  return (
    <Surface as="section" aria-labelledby="policy-title">
      <Text as="h2" id="policy-title" size="lg" font="heading" weight="heading">
        {t`Our responsible gambling policy`}
      </Text>
      {body}
      <p>
        <PageLink page="responsibleGambling" className={styles.link}>
          {t`Read the responsible gambling policy`}
        </PageLink>
      </p>
    </Surface>
  );
}
