import { useSessionStore } from "./session-store.ts";

/** The spec's `at` query parameter: an access token handed over in a link (spec §2). */
export const ACCESS_TOKEN_PARAM = "at";

/** Splits the token off a query string; the rest keeps its order. */
export function takeAccessToken(search: string): { token: string | null; search: string } {
  const params = new URLSearchParams(search);
  const token = params.get(ACCESS_TOKEN_PARAM);
  if (token === null) return { token: null, search };
  params.delete(ACCESS_TOKEN_PARAM);
  const rest = params.toString();
  return { token: token.trim() || null, search: rest ? `?${rest}` : "" };
}

/**
 * At start, before the router reads the URL: stores `?at=` as the token and removes it from the address bar
 * without a history entry. Idempotent (the second call finds no `at`).
 */
export function captureAccessToken(win: Window = window): string | null {
  const { token, search } = takeAccessToken(win.location.search);
  if (search === win.location.search) return null;
  if (token) useSessionStore.getState().setToken(token);
  win.history.replaceState(win.history.state, "", `${win.location.pathname}${search}${win.location.hash}`);
  return token;
}
