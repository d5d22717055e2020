import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { PageLink } from "@casino/shell";
import * as styles from "./CasinoPage.css.ts";

/** An unknown category or provider in the URL: says so and offers a way on instead of an empty grid. */
export function NotFoundState({ message, back }: { message: ReactNode; back: "casino" | "providers" }) {
  return (
    <div className={styles.state} role="status">
      <p>{message}</p>
      <PageLink page={back} className={styles.link}>
        {back === "casino" ? <Trans>Back to the casino</Trans> : <Trans>All providers</Trans>}
      </PageLink>
    </div>
  );
}
