import { useParams } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { LoadError, PageLink, useDocumentTitle } from "@casino/shell";
import { Skeleton, Text } from "@casino/ui-kit";
import { JoinTournament } from "./JoinTournament.tsx";
import { Leaderboard } from "./Leaderboard.tsx";
import { PrizeTable } from "./PrizeTable.tsx";
import { TournamentCountdown } from "./TournamentCountdown.tsx";
import { TournamentFacts, useKindLabel, useScoringText } from "./TournamentFacts.tsx";
import { TournamentGames } from "./TournamentGames.tsx";
import { useTournaments } from "./use-tournaments.ts";
import * as styles from "./Tournaments.css.ts";

/** A tournament's page (page key `tournament`, /tournaments/{slug}): details, prizes, games, countdown, Join and the live leaderboard. */
export function TournamentPage() {
  const { slug = "" } = useParams({ strict: false });
  return <TournamentView slug={slug} />;
}

/** The tournament of that slug in every state (stories render it without a route). */
export function TournamentView({ slug }: { slug: string }) {
  const { t } = useLingui();
  const kindLabel = useKindLabel();
  const scoring = useScoringText();
  const { query, refresh } = useTournaments();
  const tournament = query.data?.rows.find((row) => row.slug === slug);
  useDocumentTitle(tournament?.name ?? t`Tournaments`);
  const back = (
    <PageLink page="tournaments" className={styles.back}>
      {t`All tournaments`}
    </PageLink>
  );

  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton lines={1} width="50%" />
        <Skeleton still lines={4} />
        <Skeleton shape="rect" height="16rem" />
      </div>
    );
  }
  if (query.isError || !tournament) {
    return (
      <div className={styles.page}>
        {back}
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            <h1 className={styles.title}>{t`Tournament not found`}</h1>
            <Text as="p">{t`This tournament does not exist or is no longer shown.`}</Text>
          </>
        )}
      </div>
    );
  }
  return (
    <article className={styles.page}>
      {back}
      <div className={styles.section}>
        <p className={styles.kind}>{kindLabel(tournament.kind)}</p>
        <h1 className={styles.title}>{tournament.name}</h1>
        <p className={styles.muted}>
          <TournamentCountdown startsAt={tournament.startsAt} endsAt={tournament.endsAt} onPhaseChange={refresh} />
        </p>
        <Text as="p">{tournament.description}</Text>
        <Text as="p" tone="secondary">
          {scoring(tournament.kind)}
        </Text>
        <TournamentFacts tournament={tournament} />
        <TournamentGames games={tournament.games} />
        <JoinTournament tournament={tournament} />
      </div>
      <PrizeTable tournament={tournament} />
      <Leaderboard tournament={tournament} />
    </article>
  );
}
