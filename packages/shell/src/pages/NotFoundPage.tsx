import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import * as styles from "./StatusPage.css.ts";

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id="not-found-title" className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className={styles.action}>
        <Trans>Go Home</Trans>
      </Link>
    </section>
  );
}
