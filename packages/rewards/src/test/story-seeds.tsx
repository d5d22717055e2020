import { useEffect, useState, type ReactNode } from "react";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { DataLoadingError } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import type { Decorator } from "@storybook/react-vite";
import { playerTimeZone } from "../activation/time-zone.ts";

/** The filter the pages ask get-all-bonus for in a story (no affiliate campaign stored). */
export const storyBonusFilter = (locale: string, extra: Record<string, unknown> = {}) => ({ limit: 24, language: locale, timeZone: playerTimeZone(), ...extra });
export const storyTimeZone = playerTimeZone;

/** Keeps a query loading for as long as the story is open. */
export const seedLoading = (queryClient: QueryClient, queryKey: QueryKey) =>
  void queryClient.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined) });

/** Puts a query in the error state of a malformed answer ("Data loading error"). */
export const seedError = (queryClient: QueryClient, queryKey: QueryKey) =>
  void queryClient.prefetchQuery({ queryKey, queryFn: () => Promise.reject(new DataLoadingError("/story", [])), retry: false });

function Session({ token, children }: { token: string | null; children: ReactNode }) {
  // Set before the first render of the story, put back when it closes, so no other story inherits the session.
  useState(() => {
    const before = useSessionStore.getState().token;
    useSessionStore.setState({ token });
    return before;
  });
  useEffect(() => () => useSessionStore.setState({ token: null }), []);
  return children;
}

/** Renders the story for a logged-in player (the session store only, no cookie). */
export const withPlayer: Decorator = (Story) => (
  <Session token="story-token">
    <Story />
  </Session>
);

/** Renders the story for a guest. */
export const withGuest: Decorator = (Story) => (
  <Session token={null}>
    <Story />
  </Session>
);
