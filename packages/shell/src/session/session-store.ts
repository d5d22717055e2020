import { create } from "zustand";
import { readTokenCookie, removeTokenCookie, writeTokenCookie } from "./token-cookie.ts";

type SessionState = {
  /** The access token; null for a guest. */
  token: string | null;
  /** Counts the sessions the server ended (HTTP 403), so the router can react to each one once. */
  expiries: number;
  /** True while POST logout runs: a 403 from that call is the end we asked for, not an expiry. */
  signingOut: boolean;
  setToken: (token: string) => void;
  clearToken: () => void;
  /** HTTP 403 on a call made with a token: the token is dead. Concurrent 403s after the first change nothing. */
  expire: () => void;
};

/** The one session store: the token (mirrored in its cookie) and session-expiry notices. */
export const useSessionStore = create<SessionState>()((set, get) => ({
  token: readTokenCookie(),
  expiries: 0,
  signingOut: false,
  setToken: (token) => {
    writeTokenCookie(token);
    set({ token, signingOut: false });
  },
  clearToken: () => {
    removeTokenCookie();
    set({ token: null, signingOut: false });
  },
  expire: () => {
    if (get().token === null || get().signingOut) return;
    removeTokenCookie();
    set((state) => ({ token: null, expiries: state.expiries + 1 }));
  },
}));

/** Reads the cookie again (start-up after the `at` capture, tests). */
export function resetSessionStore(): void {
  useSessionStore.setState({ token: readTokenCookie(), expiries: 0, signingOut: false });
}

export const getSessionToken = (): string | null => useSessionStore.getState().token;
