import { act, screen, waitFor, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, MessageResponseSchema } from "@casino/api-client";
import { failure, fakeApi, message, ok, userDetails } from "../test/fake-api.ts";
import { dutiesSettled } from "../test/duties-settled.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import { useSessionStore } from "./session-store.ts";
import { AUTH_TOKEN_COOKIE } from "./token-cookie.ts";
import { useSession } from "./use-session.ts";

beforeEach(() => startSession(null));
afterEach(() => startSession(null));

const balanceIn = async (amount: string) => {
  const banner = await screen.findByRole("banner");
  await waitFor(() => expect(within(banner).getByTestId("header-balance").textContent).toContain(amount));
};

let session: ReturnType<typeof useSession> | undefined;
function SessionProbe() {
  session = useSession();
  return <p>{session.isAuthenticated ? "signed in" : "guest"}</p>;
}

/** A page that reads something only a live session may read. */
function Favourites() {
  const favourites = useQuery({
    queryKey: ["favorite-games"],
    queryFn: () => apiRequest({ path: "/api/user/get-favorite-games", schema: MessageResponseSchema }),
  });
  return <p>{favourites.isError ? "no favourites" : "loading favourites"}</p>;
}

describe("the session", () => {
  it("starts authenticated from the cookie, fetches the player and shows the balance in the header", async () => {
    startSession("tok-1");
    const { fetch, calls } = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 1234.5 })) });
    renderApp("/", { fetch });
    await balanceIn("€1,234.50");
    expect(calls.find((c) => c.path === "/api/user/get-user-details")?.headers.get("Authorization")).toBe("Bearer tok-1");
  });

  it("shows no balance to a guest and never asks for the player", async () => {
    const { fetch, calls } = fakeApi({});
    renderApp("/", { fetch });
    await screen.findByRole("banner");
    expect(screen.queryByTestId("header-balance")).toBeNull();
    expect(calls.some((c) => c.path === "/api/user/get-user-details")).toBe(false);
  });

  it.each([
    ["a guest", null],
    ["a logged-in player", "tok-1"],
  ])("removes an `at` that arrives by in-app navigation by replace, and never stores it, for %s", async (_, token) => {
    startSession(token);
    const { fetch, calls } = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 50 })) });
    const { router, history } = renderApp("/casino?at=tok-at&cpnc=spring", { fetch });
    await waitFor(() => expect(router.state.location.search).toEqual({ cpnc: "spring" }));
    expect(history.length).toBe(1);
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBe(token ?? undefined);
    expect(useSessionStore.getState().token).toBe(token);
    expect(calls.some((c) => c.headers.get("Authorization") === "Bearer tok-at")).toBe(false);
  });

  it("signIn stores the token; signOut ends the session with its reason and forgets the player's data", async () => {
    const { fetch, calls } = fakeApi({
      "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 7 })),
      "POST /api/user/logout": () => message("Logged out"),
    });
    const { queryClient } = renderApp("/casino", { fetch, pages: [{ key: "casino", component: SessionProbe }] });
    await screen.findByText("guest");
    act(() => session?.signIn("tok-2"));
    await balanceIn("€7.00");
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBe("tok-2");

    await act(() => session?.signOut("USER_INACTIVITY_TIMEOUT"));
    expect(calls.find((c) => c.path === "/api/user/logout")).toMatchObject({ body: { reason: "USER_INACTIVITY_TIMEOUT" } });
    expect(calls.find((c) => c.path === "/api/user/logout")?.headers.get("Authorization")).toBe("Bearer tok-2");
    await screen.findByText("guest");
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBeUndefined();
    expect(queryClient.getQueryData(["user", "details"])).toBeUndefined();
    expect(screen.queryByTestId("header-balance")).toBeNull();
  });

  it("forgets the session, with its reason, before the server has answered the logout", async () => {
    startSession("tok-4");
    let answer: (() => void) | undefined;
    const { fetch, calls } = fakeApi({
      "GET /api/user/get-user-details": () => ok(userDetails()),
      "POST /api/user/logout": () => new Promise((resolve) => (answer = () => resolve(message("Logged out")))),
    });
    renderApp("/casino", { fetch, pages: [{ key: "casino", component: SessionProbe }] });
    await screen.findByText("signed in");
    let done = false;
    act(() => void session?.signOut("USER_INACTIVITY_TIMEOUT").then(() => (done = true)));
    // The other tabs follow the store's change: it must carry the reason while the call is still out.
    await waitFor(() => expect(calls.some((c) => c.path === "/api/user/logout")).toBe(true));
    expect(useSessionStore.getState()).toMatchObject({ token: null, endReason: "USER_INACTIVITY_TIMEOUT" });
    expect(calls.find((c) => c.path === "/api/user/logout")?.headers.get("Authorization")).toBe("Bearer tok-4");
    expect(done).toBe(false);
    await act(async () => answer?.());
    await waitFor(() => expect(done).toBe(true));
  });

  it("signs out locally even when the server cannot be reached, without treating it as an expiry", async () => {
    startSession("tok-3");
    const { fetch } = fakeApi({
      "GET /api/user/get-user-details": () => ok(userDetails()),
      "POST /api/user/logout": () => failure(403, "SESSION_EXPIRED"),
    });
    const { router } = renderApp("/casino", { fetch, pages: [{ key: "casino", component: SessionProbe }] });
    await screen.findByText("signed in");
    await act(() => session?.signOut());
    await screen.findByText("guest");
    expect(router.state.location.search).toEqual({});
    expect(useSessionStore.getState().expiries).toBe(0);
  });

  it("on HTTP 403 clears the token and opens the login modal, remembering where the player was", async () => {
    startSession("tok-old");
    const { fetch } = fakeApi({
      "GET /api/user/get-user-details": () => ok(userDetails()),
      "GET /api/user/get-favorite-games": () => failure(403, "SESSION_EXPIRED", "Session expired"),
    });
    const { router } = renderApp("/profile/favorites?sort=new", { fetch, pages: [{ key: "favorites", component: Favourites }] });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.search).toEqual({ modal: "login", redirect: "/profile/favorites?sort=new" });
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBeUndefined();
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(screen.queryByTestId("header-balance")).toBeNull();
  });

  it("keeps the session on a 403 that is not the API's session code (a proxy's HTML page)", async () => {
    startSession("tok-live");
    const { fetch } = fakeApi({
      "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 7 })),
      "GET /api/user/get-favorite-games": () => new Response("<html><h1>403 Forbidden</h1></html>", { status: 403, headers: { "Content-Type": "text/html" } }),
    });
    const { router } = renderApp("/profile/favorites", { fetch, pages: [{ key: "favorites", component: Favourites }] });
    await screen.findByText("no favourites");
    expect(router.state.location.pathname).toBe("/profile/favorites");
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBe("tok-live");
    expect(useSessionStore.getState().expiries).toBe(0);
    await balanceIn("€7.00");
  });

  it("updates the header balance from realtime events through the user-details cache", async () => {
    startSession("tok-4");
    const api = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 10 })) });
    const { queryClient } = renderApp("/", { fetch: api.fetch });
    await balanceIn("€10.00");
    // The live update after the shell's duties' first reads, as a socket's would come (their refetch would undo it).
    await dutiesSettled(api, queryClient);
    act(() =>
      queryClient.setQueryData(["user", "details"], (user: ReturnType<typeof userDetails>) => ({
        ...user,
        userWallet: { amount: 25, nonCashAmount: 0, totalAmount: 25 },
      })),
    );
    await balanceIn("€25.00");
  });

  it("with useMultiWallet opens the cash, bonus and total wallets, which follow the realtime updates", async () => {
    startSession("tok-5");
    const api = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 10 })) });
    const { queryClient } = renderApp("/", { fetch: api.fetch, brand: { useMultiWallet: true } });
    await balanceIn("€10.00");
    await dutiesSettled(api, queryClient);
    const trigger = within(await screen.findByRole("banner")).getByRole("button", { name: /Balance €10\.00/ });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    act(() => trigger.click());
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    act(() =>
      queryClient.setQueryData(["user", "details"], (user: ReturnType<typeof userDetails>) => ({
        ...user,
        userWallet: { amount: 20, nonCashAmount: 5.5, totalAmount: 25.5 },
      })),
    );
    await waitFor(() =>
      expect(screen.getAllByRole("definition").map((dd) => `${dd.previousElementSibling?.textContent} ${dd.textContent}`)).toEqual([
        "Cash €20.00",
        "Bonus €5.50",
        "Total €25.50",
      ]),
    );
  });
});

vi.mock("@casino/api-client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@casino/api-client")>();
  // No sockets in unit tests: RealtimeConnection is covered with a fake socket factory elsewhere.
  return { ...actual, createRealtimeClient: () => ({ socket: {}, setToken: () => {}, reconnect: () => {}, close: () => {} }) };
});
