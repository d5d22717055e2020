import { useLingui } from "@lingui/react/macro";
import type { Tournament } from "@casino/api-client";
import { useModal, useSession } from "@casino/shell";
import { Button } from "@casino/ui-kit";
import { useJoinErrorText } from "./join-error-text.ts";
import { useJoinTournament } from "./use-join-tournament.ts";
import * as styles from "./Tournaments.css.ts";

/**
 * Join, for a running or upcoming tournament. A guest is asked to log in: the login opens over this page, so the
 * player comes back to the same tournament. A joined player sees that they are in.
 */
export function JoinTournament({ tournament }: { tournament: Tournament }) {
  const { isAuthenticated } = useSession();
  const { open } = useModal();
  const { join, pending, error } = useJoinTournament(tournament.id);
  return <JoinTournamentView tournament={tournament} guest={!isAuthenticated} pending={pending} error={error} onJoin={join} onLogIn={() => open("login")} />;
}

export type JoinTournamentViewProps = {
  tournament: Pick<Tournament, "kind" | "status" | "joined">;
  guest: boolean;
  pending: boolean;
  error: Error | null;
  onJoin: () => void;
  onLogIn: () => void;
};

/** Every state of Join (stories show each): guest, not joined, joining, refused with its message, joined, finished. */
export function JoinTournamentView({ tournament, guest, pending, error, onJoin, onLogIn }: JoinTournamentViewProps) {
  const { t } = useLingui();
  const errorText = useJoinErrorText();
  if (tournament.status === "finished") return null;
  if (guest) {
    return (
      <Button type="button" onClick={onLogIn}>
        {t`Log in to join`}
      </Button>
    );
  }
  if (tournament.joined) return <p className={styles.joined}>{t`You have joined`}</p>;
  return (
    <div className={styles.join}>
      <Button type="button" loading={pending} disabled={pending} onClick={onJoin}>
        {tournament.kind === "race" ? t`Join the race` : t`Join the tournament`}
      </Button>
      {error && !pending ? (
        <p className={styles.problem} role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}
