import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, gameLaunchMutationOptions, type GameLaunch } from "@casino/api-client";
import { playBlockFromError, type PlayBlock, type PlayMode } from "@casino/domain";
import { useUrlGate } from "@casino/shell";

export type LaunchState =
  | { status: "launching" }
  | { status: "ready"; launch: GameLaunch; startedAt: number }
  | { status: "refused"; block: PlayBlock; error: unknown };

/** What a launch URL the URL gate refused counts as: the game could not start (never a frame on it). */
export class UnsafeLaunchUrlError extends Error {}

/**
 * One game-launch call per visit. The launch URL passes the URL gate first: a frame only on an allowed game
 * provider's origin, never the site's own (javascript:, the site's origin, a look-alike: the game cannot start). Each call opens a server session (and a recent-games row), so React's
 * strict-mode double effect must not launch twice: the ref survives the simulated unmount and guards it.
 */
export function useGameLaunch(slug: string, mode: PlayMode, onLaunched?: (launch: GameLaunch) => void): { state: LaunchState; retry: () => void } {
  const queryClient = useQueryClient();
  const { mutate } = useMutation(gameLaunchMutationOptions(queryClient));
  const gate = useUrlGate();
  const [state, setState] = useState<LaunchState>({ status: "launching" });
  const launched = useRef<string | null>(null);

  const launch = useCallback(() => {
    setState({ status: "launching" });
    mutate(
      { slug, mode },
      {
        onSuccess: (result) => {
          const url = gate("frame", result.url);
          if (url === null) {
            setState({ status: "refused", block: "failed", error: new UnsafeLaunchUrlError(result.url) });
            return;
          }
          const launch = { ...result, url };
          setState({ status: "ready", launch, startedAt: Date.now() });
          onLaunched?.(launch);
        },
        onError: (error) => {
          const api = error instanceof ApiError ? error : undefined;
          setState({ status: "refused", block: playBlockFromError(mode, api?.status, api?.code), error });
        },
      },
    );
  }, [mutate, slug, mode, onLaunched, gate]);

  // Keyed by game and mode, not by `launch`: a new onLaunched identity (every render) must not launch again.
  useEffect(() => {
    const key = `${slug}\u0000${mode}`;
    if (launched.current === key) return;
    launched.current = key;
    launch();
  }, [slug, mode, launch]);

  return { state, retry: launch };
}
