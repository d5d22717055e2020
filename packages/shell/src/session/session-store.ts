import { create } from "zustand";
import type { SessionTerminationReason } from "@casino/domain";
import { readTokenCookie, removeTokenCookie, writeTokenCookie } from "./token-cookie.ts";

type SessionState = {
  /** The access token; null for a guest. */
  token: string | null;
  /**
   * The token cookie as this tab last read or wrote it. Another tab changed the cookie when it differs from this
   * (tab sync); where cookies cannot be written it stays null, so a session held in memory only is never taken for
   * one ended elsewhere.
   */
  cookieSeen: string | null;
  /** Why the last session ended (null while one runs or none ended): other tabs are told it. */
  endReason: SessionTerminationReason | null;
  /** Counts the sessions the server ended (HTTP 403), so the router can react to each one once. */
  expiries: number;
  setToken: (token: string) => void;
  clearToken: (reason?: SessionTerminationReason) => void;
  /** HTTP 403 on a call made with a token: the token is dead. Concurrent 403s after the first change nothing. */
  expire: () => void;
};

/** The one session store: the token (mirrored in its cookie) and session-expiry notices. */
export const useSessionStore = create<SessionState>()((set, get) => ({
  token: readTokenCookie(),
  cookieSeen: readTokenCookie(),
  endReason: null,
  expiries: 0,
  setToken: (token) => {
    writeTokenCookie(token);
    set({ token, cookieSeen: readTokenCookie(), endReason: null });
  },
  clearToken: (reason = "USER_INITIATED") => {
    removeTokenCookie();
    set({ token: null, cookieSeen: readTokenCookie(), endReason: reason });
  },
  expire: () => {
    if (get().token === null) return;
    removeTokenCookie();
    set((state) => ({ token: null, cookieSeen: readTokenCookie(), endReason: "SESSION_EXPIRED", expiries: state.expiries + 1 }));
  },
}));

/** Reads the cookie again (start-up after the `at` capture, tests). */
export function resetSessionStore(): void {
  const token = readTokenCookie();
  useSessionStore.setState({ token, cookieSeen: token, endReason: null, expiries: 0 });
}

export const getSessionToken = (): string | null => useSessionStore.getState().token;
