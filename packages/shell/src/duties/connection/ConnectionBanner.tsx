import { useLingui } from "@lingui/react/macro";
import { Icon } from "@casino/ui-kit";
import { useConnectionState } from "../../realtime/use-connection-state.ts";
import * as styles from "./ConnectionBanner.css.ts";

/** offline: the browser has no network; socket: the player's realtime connection dropped. */
export type ConnectionProblem = "offline" | "socket";

/**
 * A small non-blocking notice in the dock while the connection is down: a polite live region that stays mounted, so
 * a screen reader hears the problem and its end; it covers nothing and moves nothing on the page.
 */
export function ConnectionBanner({ problem }: { problem: ConnectionProblem | null }) {
  const { t } = useLingui();
  return (
    <div role="status" className={styles.region}>
      {problem ? (
        <p className={styles.pill} data-shell-duty="connection">
          <Icon name="warning" size="sm" />
          {problem === "offline"
            ? t`You are offline. The page updates when your connection is back.`
            : t`Connection lost. Reconnecting…`}
        </p>
      ) : null}
    </div>
  );
}

/** The banner for the current state: offline for anyone, a dropped socket for a logged-in player (guests have none). */
export function ConnectionBannerDuty() {
  const { online, socketLost } = useConnectionState();
  return <ConnectionBanner problem={!online ? "offline" : socketLost ? "socket" : null} />;
}
