import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { logout, userDetailsQueryOptions, type LogoutPayload } from "@casino/api-client";
import { clearPlayerQueries } from "./player-queries.ts";
import { useSessionStore } from "./session-store.ts";

export type SignOutReason = LogoutPayload["reason"];

export type Session = {
  token: string | null;
  isAuthenticated: boolean;
  /** Stores the token (cookie, 30 days) after login or sign-up; the player is then fetched. */
  signIn: (token: string) => void;
  /**
   * Forgets the token and the player's data, then ends the session on the server (reason USER_INITIATED by default).
   * In that order: the other tabs hear why at once, before a call of theirs can meet the ended session and read it as
   * an expiry (they would offer the login instead of the notice of why the session ended).
   */
  signOut: (reason?: SignOutReason) => Promise<void>;
};

export function useSession(): Session {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const signIn = useCallback(
    (next: string) => {
      useSessionStore.getState().setToken(next);
      clearPlayerQueries(queryClient);
    },
    [queryClient],
  );
  const signOut = useCallback(
    async (reason: SignOutReason = "USER_INITIATED") => {
      const { token } = useSessionStore.getState();
      useSessionStore.getState().clearToken(reason);
      clearPlayerQueries(queryClient);
      // Whatever the server says: a player who asked to leave is logged out here.
      if (token) await logout({ reason }, token).catch(() => undefined);
    },
    [queryClient],
  );
  return { token, isAuthenticated: token !== null, signIn, signOut };
}

/** The logged-in player (user details with the wallet); undefined for a guest and while loading. */
export function useCurrentUser() {
  const isAuthenticated = useSessionStore((state) => state.token !== null);
  return useQuery({ ...userDetailsQueryOptions(), enabled: isAuthenticated });
}
