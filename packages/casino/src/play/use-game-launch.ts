import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, gameLaunchMutationOptions, type GameLaunch } from "@casino/api-client";
import { playBlockFromError, type PlayBlock, type PlayMode } from "@casino/domain";

export type LaunchState =
  | { status: "launching" }
  | { status: "ready"; launch: GameLaunch; startedAt: number }
  | { status: "refused"; block: PlayBlock; error: unknown };

/**
 * One game-launch call per visit. Each call opens a server session (and a recent-games row), so React's
 * strict-mode double effect must not launch twice: the ref survives the simulated unmount and guards it.
 */
export function useGameLaunch(slug: string, mode: PlayMode, onLaunched?: (launch: GameLaunch) => void): { state: LaunchState; retry: () => void } {
  const queryClient = useQueryClient();
  const { mutate } = useMutation(gameLaunchMutationOptions(queryClient));
  const [state, setState] = useState<LaunchState>({ status: "launching" });
  const launched = useRef<string | null>(null);

  const launch = useCallback(() => {
    setState({ status: "launching" });
    mutate(
      { slug, mode },
      {
        onSuccess: (result) => {
          setState({ status: "ready", launch: result, startedAt: Date.now() });
          onLaunched?.(result);
        },
        onError: (error) => {
          const api = error instanceof ApiError ? error : undefined;
          setState({ status: "refused", block: playBlockFromError(mode, api?.status, api?.code), error });
        },
      },
    );
  }, [mutate, slug, mode, onLaunched]);

  // Keyed by game and mode, not by `launch`: a new onLaunched identity (every render) must not launch again.
  useEffect(() => {
    const key = `${slug}\u0000${mode}`;
    if (launched.current === key) return;
    launched.current = key;
    launch();
  }, [slug, mode, launch]);

  return { state, retry: launch };
}
