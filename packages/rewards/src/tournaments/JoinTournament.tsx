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
  const { t } = useLingui();
  const { isAuthenticated } = useSession();
  const { open } = useModal();
  const { join, pending, error } = useJoinTournament(tournament.id);
  const errorText = useJoinErrorText();

  if (tournament.status === "finished") return null;
  if (!isAuthenticated) {
    return (
      <Button type="button" onClick={() => open("login")}>
        {t`Log in to join`}
      </Button>
    );
  }
  if (tournament.joined) return <p className={styles.joined}>{t`You have joined`}</p>;
  return (
    <div className={styles.join}>
      <Button type="button" loading={pending} disabled={pending} onClick={join}>
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
