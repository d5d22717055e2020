// @vitest-environment jsdom
// DOMPurify sanitises the entries' HTML: happy-dom mis-iterates the tree it rewrites, jsdom behaves like a browser.
import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store.ts";
import { fakeApi, ok, userDetails, type FakeRoute } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";
import { SCRIPT_MARK } from "./script-scheduling.ts";

beforeEach(() => startSession(null));
// jsdom has no matchMedia (the theme reads the system preference through it).
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;

/** Like the sandbox: one entry per audience the flags select. */
const scripts: FakeRoute = ({ url }) => {
  const auth = url.searchParams.get("enableAuthUsers") === "true";
  const depositor = url.searchParams.get("enableDepositors") === "true";
  const key = !auth ? "guests" : depositor ? "depositors" : "non-depositors";
  return ok([{ key, head: `<meta name="audience" content="${key}">`, bodyStart: "", bodyEnd: `<div data-audience="${key}"></div>` }]);
};

const injected = () => Array.from(document.querySelectorAll(`[${SCRIPT_MARK}]`)).map((el) => el.getAttribute(SCRIPT_MARK));

describe("the script loader", () => {
  it("loads the guests' scripts with the cache hash and injects them after the first paint", async () => {
    const api = fakeApi(dutyRoutes({ "GET /api/core/casino/scripts": scripts }));
    renderApp("/", { fetch: api.fetch, brand: { cacheControlHash: "h42" } });
    await waitFor(() => expect(injected()).toEqual(["guests", "guests"]));
    const call = api.calls.find((c) => c.path === "/api/core/casino/scripts");
    expect(call?.headers.get("Cache-Control")).toBeNull();
    expect(document.head.querySelector('meta[name="audience"]')?.getAttribute("content")).toBe("guests");
  });

  it.each([
    [0, "non-depositors"],
    [3, "depositors"],
  ])("loads a player's scripts by deposit count %s (%s)", async (depositCount, audience) => {
    startSession("tok-1");
    const api = fakeApi(
      dutyRoutes({ "GET /api/core/casino/scripts": scripts, "GET /api/user/get-user-details": () => ok({ ...userDetails(), depositCount }) }),
    );
    renderApp("/", { fetch: api.fetch });
    await waitFor(() => expect(injected()).toEqual([audience, audience]));
    expect(api.calls.filter((c) => c.path === "/api/core/casino/scripts")).toHaveLength(1);
  });

  it("removes the scripts when auth flips and loads the new audience's", async () => {
    startSession("tok-1");
    const api = fakeApi(dutyRoutes({ "GET /api/core/casino/scripts": scripts, "GET /api/user/get-user-details": () => ok(userDetails()) }));
    renderApp("/", { fetch: api.fetch });
    await waitFor(() => expect(injected()).toEqual(["depositors", "depositors"]));
    act(() => useSessionStore.getState().clearToken());
    await waitFor(() => expect(injected()).toEqual(["guests", "guests"]));
  });

  it("injects again on a new path", async () => {
    const api = fakeApi(dutyRoutes({ "GET /api/core/casino/scripts": scripts }));
    const { router } = renderApp("/", { fetch: api.fetch });
    await waitFor(() => expect(injected()).toHaveLength(2));
    const first = document.querySelector(`[${SCRIPT_MARK}]`);
    await act(() => router.navigate({ to: "/casino" }));
    await waitFor(() => expect(document.querySelector(`[${SCRIPT_MARK}]`)).not.toBe(first));
    expect(injected()).toHaveLength(2);
  });

  it("runs a tag script from a host on the brand's list (brand.json), not one that settings2 adds", async () => {
    const entry = { key: "tag", head: `<script src="https://tags.example/t.js"></script><script src="https://more.example/t.js"></script>`, bodyStart: "", bodyEnd: "" };
    const api = fakeApi(
      dutyRoutes({
        "GET /api/core/casino/scripts": () => ok([entry]),
        "GET /api/core/casino/settings2": () => ok({ contentSecurity: { tagScriptHosts: ["https://tags.example", "https://more.example"] } }),
      }),
    );
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderApp("/", { fetch: api.fetch, brand: { contentSecurity: { tagScriptHosts: ["https://tags.example"] } } });
    await waitFor(() => expect(injected()).toEqual(["tag"]));
    expect(Array.from(document.querySelectorAll(`script[${SCRIPT_MARK}]`), (s) => s.getAttribute("src"))).toEqual(["https://tags.example/t.js"]);
    vi.mocked(console.warn).mockRestore();
  });

  it("never runs a refused entry's script, and logs it once across new paths", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const entry = { key: "tag", head: `<script src="https://not-allowed.example/t.js"></script>`, bodyStart: "", bodyEnd: `<div data-tag></div>` };
    const api = fakeApi(dutyRoutes({ "GET /api/core/casino/scripts": () => ok([entry]) }));
    const { router } = renderApp("/", { fetch: api.fetch });
    await waitFor(() => expect(injected()).toEqual(["tag"]));
    const first = document.querySelector(`[${SCRIPT_MARK}]`);
    await act(() => router.navigate({ to: "/casino" }));
    await waitFor(() => expect(document.querySelector(`[${SCRIPT_MARK}]`)).not.toBe(first));
    expect(document.querySelector('script[src*="not-allowed"]')).toBeNull();
    expect(warn.mock.calls.filter(([message]) => String(message).includes("not-allowed.example"))).toHaveLength(1);
    warn.mockRestore();
  });

  it("never loads on the play page and clears what an earlier page injected", async () => {
    const api = fakeApi(dutyRoutes({ "GET /api/core/casino/scripts": scripts }));
    const { router } = renderApp("/", { fetch: api.fetch });
    await waitFor(() => expect(injected()).toHaveLength(2));
    await act(() => router.navigate({ to: "/play/$game", params: { game: "book-of-gold" } }));
    await waitFor(() => expect(injected()).toEqual([]));
    await screen.findByRole("banner");
  });

  it("asks nothing when the visitor lands on the play page", async () => {
    const api = fakeApi(dutyRoutes({ "GET /api/core/casino/scripts": scripts }));
    renderApp("/play/book-of-gold", { fetch: api.fetch });
    await screen.findByRole("banner");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.some((c) => c.path === "/api/core/casino/scripts")).toBe(false);
  });
});
