import type { Ref } from "react";
import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@casino/ui-kit";
import * as styles from "./PlayPage.css.ts";

export type GameFrameProps = {
  title: string;
  /** The launch URL; null while launching. */
  url: string | null;
  frameRef?: Ref<HTMLIFrameElement>;
  stageRef?: Ref<HTMLDivElement>;
};

/**
 * The provider's game. sandbox keeps it to what a game needs: scripts, and its own origin so its calls to the
 * provider and its postMessage carry a real origin (which we check). No top navigation, no forms, no popups.
 * referrerpolicy "strict-origin" sends only our origin: the provider needs it to address its messages to us.
 */
export function GameFrame({ title, url, frameRef, stageRef }: GameFrameProps) {
  const { t } = useLingui();
  return (
    <div className={styles.stage} ref={stageRef}>
      {url ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={url}
          title={title}
          sandbox="allow-scripts allow-same-origin"
          allow="fullscreen; autoplay"
          allowFullScreen
          referrerPolicy="strict-origin"
        />
      ) : (
        <div role="status" aria-busy="true" aria-label={t`Starting the game`} className={styles.fill}>
          <Skeleton shape="rect" width="100%" height="100%" />
        </div>
      )}
    </div>
  );
}
