import { useLingui } from "@lingui/react/macro";
import type { Tournament, TournamentStatus } from "@casino/api-client";
import { LoadError, useDocumentTitle } from "@casino/shell";
import { Skeleton } from "@casino/ui-kit";
import { TournamentCard } from "./TournamentCard.tsx";
import { useTournaments } from "./use-tournaments.ts";
import * as styles from "./Tournaments.css.ts";

/** /tournaments (page key `tournaments`): running, upcoming and finished tournaments and races, each with its empty state. */
export function TournamentsPage() {
  const { t } = useLingui();
  const { query, refresh } = useTournaments();
  useDocumentTitle(t`Tournaments`);
  const headings: Record<TournamentStatus, string> = { running: t`Running now`, upcoming: t`Coming up`, finished: t`Finished` };
  const empty: Record<TournamentStatus, string> = {
    running: t`No tournament is running right now.`,
    upcoming: t`No tournament is planned yet.`,
    finished: t`No tournament has finished yet.`,
  };

  let body;
  if (query.isPending) {
    body = (
      <div className={styles.cards} aria-busy="true">
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} shape="rect" height="14rem" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    const rows = query.data.rows;
    body = SECTIONS.map((status) => (
      <StatusSection key={status} heading={headings[status]} empty={empty[status]} rows={rows.filter((row) => row.status === status)} onPhaseChange={refresh} />
    ));
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Tournaments`}</h1>
      {body}
    </div>
  );
}

const SECTIONS: readonly TournamentStatus[] = ["running", "upcoming", "finished"];

function StatusSection({ heading, empty, rows, onPhaseChange }: { heading: string; empty: string; rows: Tournament[]; onPhaseChange: () => void }) {
  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.cards}>
          {rows.map((tournament) => (
            <li key={tournament.id}>
              <TournamentCard tournament={tournament} onPhaseChange={onPhaseChange} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
