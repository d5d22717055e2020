import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@casino/ui-kit";
import * as styles from "./BootScreens.css.ts";

/** Settings could not load (spec §8 "Service Unavailable"): branded from brand.json, with a retry. */
export function ServiceUnavailablePage({ brandName, retrying, onRetry }: { brandName: string; retrying: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.frame}>
      <main className={styles.unavailable}>
        <div className={styles.brand}>
          <img className={styles.logo} src="/logo.svg" alt={t`${brandName} logo`} width={48} height={48} />
          <span>{brandName}</span>
        </div>
        <h1 ref={heading} className={styles.title} tabIndex={-1}>
          {t`Service Unavailable`}
        </h1>
        <p className={styles.text}>
          {t`We cannot reach ${brandName} right now. Please check your connection and try again in a moment.`}
        </p>
        <Button onClick={onRetry} loading={retrying}>
          {t`Retry`}
        </Button>
      </main>
    </div>
  );
}
