import { lazy, Suspense } from "react";
import { Trans } from "@lingui/react/macro";
import { Skeleton } from "@casino/ui-kit";
import { ModalLink } from "../modals/ModalLink.tsx";
import { useSession } from "../session/use-session.ts";
import * as styles from "./HeaderAuth.css.ts";

const PlayerHeader = lazy(() => import("./PlayerHeader.tsx"));

/** Log in and Sign up for guests (both open `?modal=login`); balance, Deposit and the account menu for players. */
export function HeaderAuth() {
  const { isAuthenticated } = useSession();
  if (isAuthenticated) {
    return (
      <Suspense fallback={<Skeleton shape="rect" width="9rem" height="2.75rem" />}>
        <PlayerHeader />
      </Suspense>
    );
  }
  return (
    <div className={styles.area}>
      <ModalLink modal="login" className={styles.secondary}>
        <Trans>Log in</Trans>
      </ModalLink>
      {/* `tab` is a hint for the account feature's login modal to start on its sign-up form. */}
      <ModalLink modal="login" params={{ tab: "sign-up" }} className={styles.primary}>
        <Trans>Sign up</Trans>
      </ModalLink>
    </div>
  );
}
