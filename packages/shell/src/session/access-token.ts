import { useAccountSwitchStore } from "./account-switch-store.ts";
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
 * At start, before the router reads the URL: removes `?at=` from the address bar without a history entry, and
 * stores it as the token only when there is no live session. The same token changes nothing; another account's
 * token is never swapped in without the player's consent: it is offered ("Switch account?", AccountSwitchOffer).
 * A link can carry anyone's token (login CSRF), so `at` is honoured here only, never on an in-app navigation.
 * Idempotent (the second call finds no `at`). Returns the token it stored.
 */
export function captureAccessToken(win: Window = window): string | null {
  const { token, search } = takeAccessToken(win.location.search);
  if (search === win.location.search) return null;
  win.history.replaceState(win.history.state, "", `${win.location.pathname}${search}${win.location.hash}`);
  if (!token) return null;
  const session = useSessionStore.getState();
  if (session.token === null) {
    session.setToken(token);
    return token;
  }
  if (session.token !== token) useAccountSwitchStore.getState().offer(token);
  return null;
}
