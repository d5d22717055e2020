import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { PAGE_LABELS } from "./page-labels.ts";
import * as styles from "./StatusPage.css.ts";

/** A page key no feature has filled yet: a clear state instead of a crash or a 404. */
export function ComingSoonPage({ page }: { page: string }) {
  const { i18n } = useLingui();
  const label = PAGE_LABELS[page];
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={styles.title}>
        {label ? i18n._(label) : <Trans>Coming soon</Trans>}
      </h1>
      <p className={styles.text}>
        <Trans>This part of the site is coming soon. Thank you for your patience.</Trans>
      </p>
      <Link to="/" className={styles.action}>
        <Trans>Go Home</Trans>
      </Link>
    </section>
  );
}
