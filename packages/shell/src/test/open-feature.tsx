import Cookies from "js-cookie";
import userEvent from "@testing-library/user-event";
import type { ModalDefinition } from "../modals/modal-registry.ts";
import type { PageDefinition } from "../pages/page-registry.ts";
import { AUTH_TOKEN_COOKIE } from "../session/token-cookie.ts";
import { resetSessionStore, useSessionStore } from "../session/session-store.ts";
import { fakeApi, ok, userDetails, type FakeRoute } from "./fake-api.ts";
import { renderApp } from "./render-app.tsx";

/** Starts a test as a guest (no token cookie, an empty session store, nothing stored on the device). */
export function startAsGuest(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  localStorage.clear();
  sessionStorage.clear();
  resetSessionStore();
}

export type OpenFeatureOptions = { loggedIn?: boolean; brand?: Record<string, unknown> };

/**
 * The whole shell at `path` with a feature's pages and modals composed in, over a fake sandbox with `routes` (the
 * player's details answered unless `routes` says otherwise), logged in unless `loggedIn` is false. Returns the fake
 * API's calls, the rendered app, `posts(path)` and a user-event user.
 */
export function openFeature(
  feature: { pages: readonly PageDefinition[]; modals?: readonly ModalDefinition[] },
  path: string,
  routes: Record<string, FakeRoute> = {},
  options: OpenFeatureOptions = {},
) {
  if (options.loggedIn ?? true) useSessionStore.getState().setToken("tok");
  const api = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })), ...routes });
  const view = renderApp(path, { fetch: api.fetch, brand: options.brand ?? {}, pages: [...feature.pages], modals: [...(feature.modals ?? [])] });
  const posts = (path: string) => api.calls.filter((call) => call.method === "POST" && call.path === path);
  return { ...api, ...view, posts, user: userEvent.setup() };
}
