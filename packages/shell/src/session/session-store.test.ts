import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_PARAM, captureAccessToken, takeAccessToken } from "./access-token.ts";
import { useAccountSwitchStore } from "./account-switch-store.ts";
import { resetSessionStore, useSessionStore } from "./session-store.ts";
import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_TOKEN_COOKIE, writeTokenCookie } from "./token-cookie.ts";

afterEach(() => {
  useAccountSwitchStore.getState().dismiss();
  Cookies.remove(AUTH_TOKEN_COOKIE);
  resetSessionStore();
  window.history.replaceState(null, "", "/");
});

describe("the session store", () => {
  it("starts authenticated when the token cookie is present", () => {
    Cookies.set(AUTH_TOKEN_COOKIE, "from-cookie");
    resetSessionStore();
    expect(useSessionStore.getState().token).toBe("from-cookie");
  });

  it("keeps the token in its cookie and forgets both on clear", () => {
    useSessionStore.getState().setToken("t1");
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBe("t1");
    useSessionStore.getState().clearToken();
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBeUndefined();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("writes the cookie for 30 days, SameSite=Lax, Secure only on https", () => {
    const set = vi.spyOn(Cookies, "set");
    writeTokenCookie("t2");
    expect(set).toHaveBeenCalledWith(AUTH_TOKEN_COOKIE, "t2", { expires: 30, sameSite: "Lax", secure: false, path: "/" });
    expect(AUTH_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
  });

  it("counts an expiry once for concurrent 403s, and none for a guest", () => {
    useSessionStore.getState().expire();
    expect(useSessionStore.getState().expiries).toBe(0);
    useSessionStore.getState().setToken("t3");
    useSessionStore.getState().expire();
    useSessionStore.getState().expire();
    expect(useSessionStore.getState()).toMatchObject({ token: null, expiries: 1 });
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBeUndefined();
  });
});

describe("the `at` access token", () => {
  it.each([
    ["?at=abc", "abc", ""],
    ["?modal=login&at=abc&cpnc=x", "abc", "?modal=login&cpnc=x"],
    ["?at=", null, ""],
    ["?modal=login", null, "?modal=login"],
    ["", null, ""],
  ])("%s -> token %s, search %j", (search, token, rest) => {
    expect(takeAccessToken(search)).toEqual({ token, search: rest });
  });

  it("is stored as the token and removed from the address bar without a history entry", () => {
    window.history.replaceState(null, "", `/casino?${ACCESS_TOKEN_PARAM}=tok-9&modal=login#top`);
    const entries = window.history.length;
    expect(captureAccessToken()).toBe("tok-9");
    expect(useSessionStore.getState().token).toBe("tok-9");
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBe("tok-9");
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/casino?modal=login#top");
    expect(window.history.length).toBe(entries);
    expect(captureAccessToken()).toBeNull();
    expect(useAccountSwitchStore.getState().offered).toBeNull();
  });

  it("never replaces a live session with another account's token: it is removed and only offered", () => {
    useSessionStore.getState().setToken("mine");
    window.history.replaceState(null, "", `/deposit?${ACCESS_TOKEN_PARAM}=theirs`);
    expect(captureAccessToken()).toBeNull();
    expect(useSessionStore.getState().token).toBe("mine");
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBe("mine");
    expect(useAccountSwitchStore.getState().offered).toBe("theirs");
    expect(`${window.location.pathname}${window.location.search}`).toBe("/deposit");
  });

  it("only removes the live session's own token, with nothing to ask", () => {
    useSessionStore.getState().setToken("mine");
    window.history.replaceState(null, "", `/?${ACCESS_TOKEN_PARAM}=mine`);
    expect(captureAccessToken()).toBeNull();
    expect(useSessionStore.getState().token).toBe("mine");
    expect(useAccountSwitchStore.getState().offered).toBeNull();
    expect(window.location.search).toBe("");
  });
});
