import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { ApiError, TransportError, gameDetailsQueryOptions } from "@casino/api-client";
import { playBlockBeforeLaunch, type PlayMode } from "@casino/domain";
import { useCurrentUser, useDocumentTitle, useModal, useSession, useSettings } from "@casino/shell";
import { Button } from "@casino/ui-kit";
import { GameConsent } from "./GameConsent.tsx";
import { useGameConsent } from "./game-consent.ts";
import { usePlayMode } from "./play-search.ts";
import { PlayBlockNotice } from "./PlayBlockNotice.tsx";
import { PlayClosed } from "./PlayClosed.tsx";
import { PlayNotice } from "./PlayNotice.tsx";
import { PlaySession } from "./PlaySession.tsx";
import { PlaySkeleton } from "./PlaySkeleton.tsx";
import { usePlayClosing } from "./use-play-closing.ts";

function PlayGate({ slug, mode }: { slug: string; mode: PlayMode }) {
  const { t } = useLingui();
  const settings = useSettings();
  const { isAuthenticated } = useSession();
  const user = useCurrentUser();
  const details = useQuery(gameDetailsQueryOptions(slug));
  const consent = useGameConsent();
  const closed = usePlayClosing();
  const modal = useModal();
  useDocumentTitle(details.data?.name);

  const game = details.data;
  const userPending = isAuthenticated && !user.data && !user.isError;
  const block = !game || userPending
    ? null
    : playBlockBeforeLaunch({
        mode,
        isLoggedIn: isAuthenticated,
        allowGuestPlayDemoGames: settings.allowGuestPlayDemoGames,
        game,
        hasActiveBonus: Boolean(user.data?.activeBonus),
      });
  // A guest asking for real money gets the login form over this page; once logged in the game starts here.
  const { open } = modal;
  useEffect(() => {
    if (block === "login" && !closed) open("login");
  }, [block, closed, open]);

  if (closed) return <PlayClosed reason={closed} slug={slug} />;
  if (details.isError && !game) {
    if (details.error instanceof ApiError && details.error.status === 404) {
      return <PlayBlockNotice block="notFound" slug={slug} hasDemo={false} isLoggedIn={isAuthenticated} />;
    }
    const text = details.error instanceof TransportError ? t`Try again later` : t`Data loading error`;
    return (
      <PlayNotice title={text} actions={<Button onClick={() => void details.refetch()} loading={details.isFetching}>{t`Retry`}</Button>}>
        <p>{t`The game could not be loaded.`}</p>
      </PlayNotice>
    );
  }
  if (!game || userPending) return <PlaySkeleton />;
  if (block) return <PlayBlockNotice block={block} slug={slug} hasDemo={game.demo} isLoggedIn={isAuthenticated} />;
  if (!consent.accepted) return <GameConsent provider={game.provider} slug={slug} onAccept={consent.accept} />;
  return <PlaySession game={game} mode={mode} />;
}

/** /play/$game[?mode=demo]: the provider's game in a sandboxed frame under the play bar (spec §2, issue 6 item 4). */
export function PlayPage() {
  const { game = "" } = useParams({ strict: false });
  const mode = usePlayMode();
  // A new game or mode is a new visit: fresh launch, clock and result.
  return <PlayGate key={`${game}\u0000${mode}`} slug={game} mode={mode} />;
}
