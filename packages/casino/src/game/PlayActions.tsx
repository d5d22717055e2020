import { Trans } from "@lingui/react/macro";
import { ModalLink, PageLink, usePagePath } from "@casino/shell";
import * as styles from "./GamePage.css.ts";

export type PlayActionsProps = {
  slug: string;
  isLoggedIn: boolean;
  /** canPlayReal: a logged-in player who is not the brand's shared demo account. */
  canPlayReal: boolean;
  /** isDemoPlayable: the game has a demo and the brand lets this visitor try it. */
  canPlayDemo: boolean;
};

/**
 * Play for real money and Play demo (spec §6). A guest's Play opens the login modal, which then goes on to the
 * game (`redirect`), so logging in is one step on the way to playing rather than a detour.
 */
export function PlayActions({ slug, isLoggedIn, canPlayReal, canPlayDemo }: PlayActionsProps) {
  const playPath = usePagePath("play").replace("$game", encodeURIComponent(slug));
  return (
    <div className={styles.actions}>
      {isLoggedIn ? (
        canPlayReal ? (
          <PageLink page="play" params={{ game: slug }} className={styles.action.primary}>
            <Trans>Play</Trans>
          </PageLink>
        ) : null
      ) : (
        <ModalLink modal="login" params={{ redirect: playPath }} className={styles.action.primary}>
          <Trans>Play</Trans>
        </ModalLink>
      )}
      {canPlayDemo ? (
        <PageLink page="play" params={{ game: slug }} search={{ mode: "demo" }} className={styles.action.secondary}>
          <Trans>Play demo</Trans>
        </PageLink>
      ) : null}
    </div>
  );
}
