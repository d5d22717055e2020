import { useLingui } from "@lingui/react/macro";
import type { Tournament } from "@casino/api-client";
import { useMoney } from "../use-money.ts";
import * as styles from "./Tournaments.css.ts";

/** Prize pool, places paid, players and the minimum bet, as a description list. */
export function TournamentFacts({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const facts: Array<[string, string]> = [
    [t`Prize pool`, money(tournament.prizePool, tournament.currencyCode)],
    [t`Places paid`, i18n.number(tournament.prizes.length)],
    [t`Players`, i18n.number(tournament.participants)],
  ];
  if (tournament.minBet > 0) facts.push([t`Minimum bet`, money(tournament.minBet, tournament.currencyCode)]);
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Race" or "Tournament" (a race scores the total wagered, a tournament the best multiplier of one bet). */
export function useKindLabel(): (kind: Tournament["kind"]) => string {
  const { t } = useLingui();
  return (kind) => (kind === "race" ? t`Race` : t`Tournament`);
}

/** What scores, in one sentence. */
export function useScoringText(): (kind: Tournament["kind"]) => string {
  const { t } = useLingui();
  return (kind) => (kind === "race" ? t`The most wagered wins.` : t`The biggest win multiplier of one bet wins.`);
}
