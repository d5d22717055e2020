import { useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { LeaderboardEntry, Tournament } from "@casino/api-client";
import { LoadError } from "@casino/shell";
import { Skeleton, VisuallyHidden } from "@casino/ui-kit";
import { useMoney } from "../use-money.ts";
import { useLiveLeaderboard } from "./use-live-leaderboard.ts";
import * as styles from "./Leaderboard.css.ts";
import * as page from "./Tournaments.css.ts";

type Props = { tournament: Pick<Tournament, "id" | "status" | "kind" | "currencyCode"> };

/** From this many places the board draws only the rows in and near its view (VirtualRows). */
export const VIRTUAL_BOARD_FROM = 40;
/** A row's height before it is measured (one line of the small text with its padding and border). */
const ROW_ESTIMATE_PX = 41;

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
            {shown.length >= VIRTUAL_BOARD_FROM ? (
              <VirtualRows rows={shown} tournament={tournament} />
            ) : (
              shown.map((row) => <BoardRow key={`${row.place}-${row.nickname}`} row={row} tournament={tournament} />)
            )}
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

/**
 * A long board's rows, only those in and near the scroll box's view, each with its place in the whole list for screen
 * readers. The player's own row, when scrolled out of the drawn ones, stays drawn too, stuck to the box's edge it left
 * by (as it sticks in a short board).
 */
function VirtualRows({ rows, tournament }: { rows: readonly LeaderboardEntry[]; tournament: Props["tournament"] }) {
  const anchor = useRef<HTMLLIElement>(null);
  // The compiler leaves this component unmemoized (the virtualizer's functions change as it scrolls), as it must be.
  // eslint-disable-next-line react-hooks/incompatible-library -- known and wanted; nothing memoized reads them
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => anchor.current?.closest("[role=region]") ?? null,
    estimateSize: () => ROW_ESTIMATE_PX,
    // A row not laid out (yet) measures 0: it keeps the estimate rather than collapse.
    measureElement: (element, entry) => (entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height) || ROW_ESTIMATE_PX,
    overscan: 8,
    // The box's height (28rem) where the layout is not known yet (first render, tests without layout).
    initialRect: { width: 0, height: 448 },
  });
  const items = virtualizer.getVirtualItems();
  const mine = rows.findIndex((row) => row.isMe);
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  const stuck = mine >= 0 && (mine < first || mine > last) ? rows[mine] : undefined;
  const row = (index: number, position?: { start: number }) => (
    <BoardRow
      key={index}
      row={rows[index]!}
      tournament={tournament}
      position={{ index, size: rows.length, ...(position ? { start: position.start, measure: virtualizer.measureElement } : {}) }}
    />
  );
  return (
    <>
      <li ref={anchor} aria-hidden="true" className={styles.spacer} style={{ blockSize: virtualizer.getTotalSize() }} />
      {stuck && mine < first ? row(mine) : null}
      {items.map((item) => row(item.index, item))}
      {stuck && mine > last ? row(mine) : null}
    </>
  );
}

type RowPosition = { index: number; size: number; start?: number; measure?: (element: Element | null) => void };

function BoardRow({ row, tournament, position }: { row: LeaderboardEntry; tournament: Props["tournament"]; position?: RowPosition }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const score = tournament.kind === "race" ? money(row.score, tournament.currencyCode) : t`×${i18n.number(row.score, { maximumFractionDigits: 2 })}`;
  return (
    <li
      className={[styles.row, row.isMe ? styles.me : "", position?.start === undefined ? "" : styles.placed].join(" ").trim()}
      aria-current={row.isMe ? "true" : undefined}
      {...(position
        ? {
            "aria-posinset": position.index + 1,
            "aria-setsize": position.size,
            "data-index": position.index,
            ref: position.measure,
            style: position.start === undefined ? undefined : { transform: `translateY(${position.start}px)` },
          }
        : {})}
    >
      <span className={styles.place}>
        <VisuallyHidden>{t`Place`} </VisuallyHidden>
        {i18n.number(row.place)}
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
