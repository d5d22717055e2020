import type { QueryClient } from "@tanstack/react-query";
import { DataLoadingError, limitsQueryKey, type Limits } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import { withShellFrame, type ShellStoryFrameProps } from "@casino/shell/story-support";
import { someLimits } from "./limits-fixture.ts";

/** Logged in, with the limits read in the query cache (no network in Storybook), or its loading or error. */
export const withLimits = (limits: Partial<Limits> | "loading" | "error", frame: Omit<ShellStoryFrameProps, "children" | "seed"> = {}) =>
  withShellFrame({
    ...frame,
    seed: (queryClient: QueryClient) => {
      useSessionStore.setState({ token: "story" });
      if (limits === "loading") {
        void queryClient.prefetchQuery({ queryKey: limitsQueryKey, queryFn: () => new Promise<Limits>(() => undefined) });
      } else if (limits === "error") {
        void queryClient.prefetchQuery({ queryKey: limitsQueryKey, queryFn: () => Promise.reject(new DataLoadingError("/api/user/limits", [])), retry: false });
      } else {
        queryClient.setQueryData(limitsQueryKey, someLimits(limits));
      }
    },
  });
