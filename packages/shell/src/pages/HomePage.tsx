import { Trans } from "@lingui/react/macro";
import { Skeleton } from "@casino/ui-kit";
import { PageLink } from "../links/PageLink.tsx";
import { useSettings } from "../settings/settings-context.tsx";
import * as styles from "./HomePage.css.ts";

const TILE_COUNT = 12;

/** The landing frame: the brand's welcome and the shape of the lobby that the casino feature fills. */
export function HomePage() {
  const { brandName } = useSettings();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          <Trans>Welcome to {brandName}</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Slots, live casino, promotions and rewards in one place.</Trans>
        </p>
        <PageLink page="casino" className={styles.cta}>
          <Trans>Explore the casino</Trans>
        </PageLink>
      </section>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: TILE_COUNT }, (_, i) => (
          <Skeleton key={i} shape="rect" />
        ))}
      </div>
    </>
  );
}
