import { useLingui } from "@lingui/react/macro";
import type { LeaderboardEntry, Tournament } from "@casino/api-client";
import { LoadError } from "@casino/shell";
import { Skeleton, VisuallyHidden } from "@casino/ui-kit";
import { useMoney } from "../promotions/use-money.ts";
import { useLiveLeaderboard } from "./use-live-leaderboard.ts";
import * as styles from "./Leaderboard.css.ts";
import * as page from "./Tournaments.css.ts";

type Props = { tournament: Pick<Tournament, "id" | "status" | "kind" | "currencyCode"> };

/**
 * The live leaderboard; a finished tournament's shows its winners (the places with a prize). The player's own row is
 * highlighted and sticks to the edge of the board while scrolled out of it; when it is below the places shown it is
 * pinned after them.
 */
export function Leaderboard({ tournament }: Props) {
  const { t } = useLingui();
  const query = useLiveLeaderboard(tournament);
  const finished = tournament.status === "finished";
  const title = finished ? t`Winners` : t`Leaderboard`;

  let body;
  if (query.isPending) body = <Skeleton still lines={5} />;
  else if (query.isError) body = <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else {
    const { rows, me } = query.data;
    const shown = finished ? rows.filter((row) => row.prize > 0) : rows;
    const pinned = me && !shown.some((row) => row.isMe) ? me : null;
    body =
      shown.length === 0 && !pinned ? (
        <p className={page.muted}>{finished ? t`Nobody won a prize.` : t`Nobody has joined yet: be the first.`}</p>
      ) : (
        // A region of its own that takes the focus, so a keyboard can scroll it.
        <div className={styles.scroller} role="region" aria-label={title} tabIndex={0}>
          <ol className={styles.list} aria-label={title}>
            {shown.map((row) => (
              <BoardRow key={`${row.place}-${row.nickname}`} row={row} tournament={tournament} />
            ))}
            {pinned ? (
              <>
                <li className={styles.gap} aria-hidden="true">
                  …
                </li>
                <BoardRow row={pinned} tournament={tournament} />
              </>
            ) : null}
          </ol>
        </div>
      );
  }
  return (
    <section className={page.section}>
      <h2 className={page.heading}>{title}</h2>
      {body}
    </section>
  );
}

function BoardRow({ row, tournament }: { row: LeaderboardEntry; tournament: Props["tournament"] }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const score = tournament.kind === "race" ? money(row.score, tournament.currencyCode) : t`×${i18n.number(row.score, { maximumFractionDigits: 2 })}`;
  return (
    <li className={row.isMe ? `${styles.row} ${styles.me}` : styles.row} aria-current={row.isMe ? "true" : undefined}>
      <span className={styles.place}>
        <VisuallyHidden>{t`Place`} </VisuallyHidden>
        {row.place}
      </span>
      <span>
        {row.nickname}
        {row.isMe ? ` ${t`(you)`}` : null}
      </span>
      <span className={styles.number}>{score}</span>
      <span className={styles.prize}>{row.prize > 0 ? money(row.prize, tournament.currencyCode) : ""}</span>
    </li>
  );
}
