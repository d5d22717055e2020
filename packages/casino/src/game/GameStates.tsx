import { Trans, useLingui } from "@lingui/react/macro";
import { FirstPicture, ModalLink, PageLink } from "@casino/shell";
import { Skeleton } from "@casino/ui-kit";
import { gameDetailsPath } from "@casino/api-client";
import * as styles from "./GamePage.css.ts";

/** 404 GAME_NOT_FOUND (spec §8): the game is not in the catalogue; the way back is the casino. */
export function GameNotFound() {
  return (
    <div className={styles.state} role="alert">
      <h1 className={styles.stateTitle}>
        <Trans>GAME NOT FOUND</Trans>
      </h1>
      <PageLink page="casino" className={styles.link}>
        <Trans>Back to the casino</Trans>
      </PageLink>
    </div>
  );
}

/** allowGameViewNotLoggedUser is off and the visitor is a guest: log in first, then the page shows the game. */
export function GameLoginPrompt() {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateTitle}>
        <Trans>Log in to see this game</Trans>
      </h1>
      <ModalLink modal="login" className={styles.action.primary}>
        <Trans>Log in</Trans>
      </ModalLink>
    </div>
  );
}

/** The details page's shape while the game loads, so nothing moves when it arrives. */
export function GameDetailsSkeleton({ slug }: { slug: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.layout} role="status" aria-busy="true" aria-label={t`Loading the game`}>
      <div className={styles.thumbFrame}>
        {/* The page's largest paint: in the first paint from HTML, the picture shows before the app has started. */}
        <FirstPicture read={{ path: gameDetailsPath(slug), field: "data.thumbnailUrl" }} className={styles.thumb} width={400} height={300}>
          <Skeleton shape="rect" height="100%" />
        </FirstPicture>
      </div>
      <div className={styles.body}>
        <Skeleton width="60%" height="2rem" shape="rect" />
        <Skeleton width="30%" />
        <Skeleton lines={3} />
        <Skeleton shape="rect" height="6rem" />
      </div>
    </div>
  );
}
