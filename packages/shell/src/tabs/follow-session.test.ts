import { QueryClient } from "@tanstack/react-query";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userDetailsQueryKey } from "@casino/api-client";
import { useSessionEndStore } from "../duties/session-ended/session-end-store.ts";
import { useSessionStore } from "../session/session-store.ts";
import { AUTH_TOKEN_COOKIE } from "../session/token-cookie.ts";
import { startSession } from "../test/render-app.tsx";
import { followSessionCookie, syncSessionAcrossTabs } from "./follow-session.ts";
import { startTabChannel, TAB_MESSAGE_STORAGE_KEY } from "./tab-channel.ts";

const NOW = new Date("2026-03-10T12:00:00Z");
let queryClient: QueryClient;

const cachedPlayer = () => queryClient.getQueryData(userDetailsQueryKey);
/** What another tab does to the shared cookie before it tells this one. */
const cookieBecomes = (token: string | null) => (token ? Cookies.set(AUTH_TOKEN_COOKIE, token) : Cookies.remove(AUTH_TOKEN_COOKIE));

beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData(userDetailsQueryKey, { id: 1 });
  useSessionEndStore.setState({ notice: null, open: false });
});
afterEach(() => startSession(null));

describe("followSessionCookie", () => {
  it("leaves a guest here after a logout elsewhere, with the player's data gone and no notice", () => {
    startSession("tok-a");
    cookieBecomes(null);
    followSessionCookie(queryClient, "USER_INITIATED", NOW);
    expect(useSessionStore.getState()).toMatchObject({ token: null, endReason: "USER_INITIATED" });
    expect(cachedPlayer()).toBeUndefined();
    expect(useSessionEndStore.getState().open).toBe(false);
  });

  it.each([
    ["USER_INACTIVITY_TIMEOUT", "inactivity"],
    ["SESSION_EXPIRED", "generic"],
  ] as const)("shows the notice when the session ended elsewhere for %s", (reason, text) => {
    startSession("tok-a");
    cookieBecomes(null);
    followSessionCookie(queryClient, reason, NOW);
    expect(useSessionEndStore.getState()).toMatchObject({ open: true, notice: { reason, text, endedAt: NOW } });
  });

  it("takes a login or another account from the cookie, without a notice", () => {
    startSession(null);
    cookieBecomes("tok-b");
    followSessionCookie(queryClient, null, NOW);
    expect(useSessionStore.getState()).toMatchObject({ token: "tok-b", endReason: null });
    expect(cachedPlayer()).toBeUndefined();

    queryClient.setQueryData(userDetailsQueryKey, { id: 2 });
    cookieBecomes("tok-c");
    followSessionCookie(queryClient, null, NOW);
    expect(useSessionStore.getState().token).toBe("tok-c");
    expect(cachedPlayer()).toBeUndefined();
    expect(useSessionEndStore.getState().open).toBe(false);
  });

  it("keeps a session held in memory where the cookie cannot be written (cookies blocked)", () => {
    startSession(null);
    const blocked = vi.spyOn(Cookies, "set").mockImplementation(() => undefined);
    useSessionStore.getState().setToken("tok-memory");
    followSessionCookie(queryClient, null, NOW);
    followSessionCookie(queryClient, "USER_INITIATED", NOW);
    expect(useSessionStore.getState().token).toBe("tok-memory");
    expect(cachedPlayer()).toEqual({ id: 1 });
    blocked.mockRestore();
  });

  it("follows a cookie another tab changed back to this tab's token without clearing anything", () => {
    startSession("tok-a");
    cookieBecomes("tok-b");
    cookieBecomes("tok-a");
    useSessionStore.setState({ cookieSeen: "tok-b" });
    followSessionCookie(queryClient, null, NOW);
    expect(useSessionStore.getState()).toMatchObject({ token: "tok-a", cookieSeen: "tok-a" });
    expect(cachedPlayer()).toEqual({ id: 1 });
  });

  it("changes nothing when the cookie is this tab's token", () => {
    startSession("tok-a");
    followSessionCookie(queryClient, "USER_INITIATED", NOW);
    expect(useSessionStore.getState().token).toBe("tok-a");
    expect(cachedPlayer()).toEqual({ id: 1 });
  });
});

describe("syncSessionAcrossTabs", () => {
  const key = `${TAB_MESSAGE_STORAGE_KEY}:session-test`;
  let stop = () => {};
  afterEach(() => stop());

  function start() {
    const leave = startTabChannel({ name: "session-test", broadcast: false });
    const stopSync = syncSessionAcrossTabs(queryClient);
    stop = () => {
      stopSync();
      leave();
    };
    const written = vi.spyOn(window.localStorage, "setItem");
    return () => written.mock.calls.filter(([name]) => name === key).map(([, value]) => (JSON.parse(value) as { message: unknown }).message);
  }

  it("tells the other tabs of a login, a logout with its reason and an expiry", () => {
    startSession(null);
    const told = start();
    useSessionStore.getState().setToken("tok-a");
    useSessionStore.getState().clearToken("USER_INACTIVITY_TIMEOUT");
    useSessionStore.getState().setToken("tok-b");
    useSessionStore.getState().expire();
    expect(told()).toEqual([
      { type: "session", reason: null },
      { type: "session", reason: "USER_INACTIVITY_TIMEOUT" },
      { type: "session", reason: null },
      { type: "session", reason: "SESSION_EXPIRED" },
    ]);
  });

  it("follows another tab's message and does not echo it back", () => {
    startSession("tok-a");
    const told = start();
    cookieBecomes(null);
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: JSON.stringify({ message: { type: "session", reason: "USER_INITIATED" } }) }));
    expect(useSessionStore.getState().token).toBeNull();
    expect(told()).toEqual([]);
  });

  it("reads the cookie again when the tab is shown, in case a message was missed", () => {
    startSession("tok-a");
    start();
    cookieBecomes(null);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(useSessionStore.getState().token).toBeNull();
  });
});
