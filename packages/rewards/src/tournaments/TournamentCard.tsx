import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Tournament } from "@casino/api-client";
import { PageLink } from "@casino/shell";
import { TournamentCountdown } from "./TournamentCountdown.tsx";
import { TournamentFacts, useKindLabel } from "./TournamentFacts.tsx";
import { TournamentGames } from "./TournamentGames.tsx";
import * as styles from "./Tournaments.css.ts";

/** One tournament in the list: kind, name (the way to its page), countdown, prize pool, places, games, joined. */
export function TournamentCard({ tournament, onPhaseChange }: { tournament: Tournament; onPhaseChange?: () => void }) {
  const { t } = useLingui();
  const kindLabel = useKindLabel();
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <p className={styles.kind}>{kindLabel(tournament.kind)}</p>
      <h3 className={styles.name} id={nameId}>
        <PageLink page="tournament" params={{ slug: tournament.slug }} className={styles.nameLink}>
          {tournament.name}
        </PageLink>
      </h3>
      <p className={styles.muted}>
        <TournamentCountdown startsAt={tournament.startsAt} endsAt={tournament.endsAt} {...(onPhaseChange ? { onPhaseChange } : {})} />
      </p>
      {tournament.joined ? <p className={styles.joined}>{t`You have joined`}</p> : null}
      <TournamentFacts tournament={tournament} />
      <TournamentGames games={tournament.games} />
    </article>
  );
}
