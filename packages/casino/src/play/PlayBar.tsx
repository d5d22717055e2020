import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { PageLink } from "@casino/shell";
import { Button, Icon, Skeleton } from "@casino/ui-kit";
import type { PlayMode } from "@casino/domain";
import * as styles from "./PlayBar.css.ts";
import { linkButton, linkSecondary } from "./PlayPage.css.ts";

export type PlayBarProps = {
  name: string;
  slug: string;
  mode: PlayMode;
  /** HH:MM since launch; null while launching. */
  clock: string | null;
  /** Formatted balance (play money in demo); null until known. */
  balance: string | null;
  net: { text: string; direction: -1 | 0 | 1 } | null;
  showDeposit: boolean;
  /** Why the game refused the last spin (issue 27 point 7); null when it did not. */
  refusal?: string | null;
  /** Absent where the browser cannot put the game in full screen (iPhone Safari). */
  onFullscreen?: (() => void) | undefined;
};

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value ?? <Skeleton shape="text" width="4rem" />}</dd>
    </div>
  );
}

/**
 * The bar above the game: name, session clock, balance, net result of the session, deposit, full screen, close, and
 * why the game refused the last spin.
 */
export function PlayBar({ name, slug, mode, clock, balance, net, showDeposit, refusal = null, onFullscreen }: PlayBarProps) {
  const { t } = useLingui();
  const netClass = net?.direction === 1 ? styles.positive : net?.direction === -1 ? styles.negative : undefined;
  return (
    <section className={styles.bar} aria-label={t`Game bar`}>
      <h1 className={styles.title}>{name}</h1>
      <dl className={styles.stats}>
        <Stat label={t`Session time`} value={clock && <time dateTime={`PT${clock.replace(":", "H")}M`}>{clock}</time>} />
        <Stat label={mode === "demo" ? t`Play money` : t`Balance`} value={balance && <span data-testid="play-balance">{balance}</span>} />
        <Stat label={t`Session result`} value={net && <span className={netClass} data-testid="play-net">{net.text}</span>} />
      </dl>
      <div className={styles.actions}>
        {showDeposit ? (
          <PageLink page="deposit" className={linkButton}>
            {t`Deposit`}
          </PageLink>
        ) : null}
        {onFullscreen ? (
          <Button variant="secondary" onClick={onFullscreen}>
            {t`Full screen`}
          </Button>
        ) : null}
        <PageLink page="game" params={{ game: slug }} className={linkSecondary} aria-label={t`Close the game`}>
          <Icon name="close" />
        </PageLink>
      </div>
      {/* Always rendered: a live region must exist before its text changes to be read out. */}
      <p className={styles.refusal} role="alert" data-testid="play-refusal">
        {refusal}
      </p>
    </section>
  );
}
