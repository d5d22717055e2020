import { useEffect, useRef, useState } from "react";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { TransportError } from "@casino/api-client";
import { Button } from "@casino/ui-kit";
import { PageLink } from "../links/PageLink.tsx";
import * as page from "../pages/StatusPage.css.ts";
import { isChunkLoadError, reloadForStaleChunk } from "./stale-chunk.ts";
import * as styles from "./RouteErrorPage.css.ts";

/**
 * The router's error component (every route's): inside the frame, the page area says what failed, with Try again
 * (the route's data read again and the page rendered anew; a page whose code failed to load reloads the site) and Go
 * Home. A failed import first reloads once by itself (errors/stale-chunk.ts), showing nothing meanwhile.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const chunk = isChunkLoadError(error);
  // A failed import reloads once; the decision writes sessionStorage, so it is made at commit, never in a render
  // React may throw away. Until then (and while the browser reloads) the page area stays empty.
  const [shown, setShown] = useState(!chunk);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the outcome of that one decision, at most once
    if (!shown && !reloadForStaleChunk(error)) setShown(true);
  }, [shown, error]);
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  if (!shown) return null;

  const what = chunk
    ? t`This page could not load. A new version of the site may be out: try again to load it.`
    : error instanceof TransportError
      ? t`We could not reach the server for this page. Please check your connection and try again.`
      : t`Something went wrong while showing this page. Please try again, or go to the home page.`;
  const tryAgain = () => {
    if (chunk) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };
  return (
    <section className={page.page} aria-labelledby="route-error-title">
      <h1 id="route-error-title" ref={heading} tabIndex={-1} className={`${page.title} ${styles.heading}`}>
        {t`This page is not available right now`}
      </h1>
      <p className={page.text} role="alert">
        {what}
      </p>
      <div className={styles.actions}>
        <Button onClick={tryAgain}>{t`Try again`}</Button>
        <PageLink page="home" className={page.action}>
          {t`Go Home`}
        </PageLink>
      </div>
    </section>
  );
}
