import { notFound } from "@tanstack/react-router";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModalDefinition } from "../modals/modal-registry.ts";
import type { PageDefinition } from "../pages/page-registry.ts";
import { lazyPage } from "../router/lazy-page.ts";
import { fakeApi } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import { resetErrorReports, setErrorReporter, type ErrorReport } from "./report-error.ts";
import { STALE_CHUNK_STORAGE_KEY } from "./stale-chunk.ts";

const api = () => fakeApi({}).fetch;
const reports: ErrorReport[] = [];
let healthy = false;

function Flaky() {
  if (!healthy) throw new TypeError("Cannot read properties of undefined (reading 'games')");
  return <h1>Providers</h1>;
}

const PAGES: PageDefinition[] = [
  { key: "providers", component: Flaky },
  { key: "casino", component: () => <h1>Lobby</h1> },
  { key: "slots", component: () => <p>slots</p>, loader: () => { throw notFound(); } },
  {
    key: "deposit",
    component: lazyPage(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module: https://x.test/assets/DepositPage-1.js"))),
  },
];

function Broken(): never {
  throw new Error("modal body broke");
}
const MODALS: ModalDefinition[] = [{ name: "deposit-failed", component: Broken, title: "Deposit failed" }];

const reload = vi.fn();
beforeEach(() => {
  startSession(null);
  healthy = false;
  reports.length = 0;
  resetErrorReports();
  setErrorReporter((report) => reports.push(report));
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  sessionStorage.clear();
  reload.mockClear();
  vi.spyOn(window.location, "reload").mockImplementation(reload);
});
afterEach(() => {
  setErrorReporter(null);
  vi.restoreAllMocks();
});

describe("the route error page", () => {
  it("shows a page's render error inside the frame: header and footer stay, Try again and Go Home", async () => {
    renderApp("/providers", { fetch: api(), pages: PAGES });
    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("heading", { level: 1, name: "This page is not available right now" })).toBeTruthy();
    expect(within(main).getByRole("alert").textContent).toMatch(/Something went wrong while showing this page/);
    expect(within(main).getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.queryByText("Something went wrong!")).toBeNull();
    expect(reports).toEqual([expect.objectContaining({ area: "page", kind: "TypeError" })]);
  });

  it("Try again renders the page anew", async () => {
    renderApp("/providers", { fetch: api(), pages: PAGES });
    const retry = await screen.findByRole("button", { name: "Try again" });
    healthy = true;
    await userEvent.click(retry);
    expect(await screen.findByRole("heading", { level: 1, name: "Providers" })).toBeTruthy();
  });

  it("Go Home leaves the error for the home page", async () => {
    const { router } = renderApp("/providers", { fetch: api(), pages: PAGES });
    await userEvent.click(await screen.findByRole("link", { name: "Go Home" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    // The home page is a chunk of its own: the error stays until it has loaded.
    expect(await screen.findByRole("heading", { level: 1, name: "Hundreds of studios, thousands of games" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "This page is not available right now" })).toBeNull();
  });

  it("a page's notFound() shows the brand's 404, not the router's", async () => {
    renderApp("/slots", { fetch: api(), pages: PAGES });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.queryByText("Not Found")).toBeNull();
  });

  it("a page chunk that fails to load reloads once, then shows the error page", async () => {
    const first = renderApp("/deposit", { fetch: api(), pages: PAGES });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(STALE_CHUNK_STORAGE_KEY)).not.toBeNull();
    expect(screen.queryByRole("heading", { name: "This page is not available right now" })).toBeNull();
    first.unmount();

    // "After the reload": the record is recent, so the error page shows and nothing reloads again.
    renderApp("/deposit", { fetch: api(), pages: PAGES });
    expect(await screen.findByRole("heading", { name: "This page is not available right now" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toMatch(/could not load/);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("the modal boundary", () => {
  it("closes a modal that throws with a toast; the page stays", async () => {
    const { router } = renderApp("/casino?modal=deposit-failed", { fetch: api(), pages: PAGES, modals: MODALS });
    expect(await screen.findByText("This window could not open")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty("modal"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Lobby" })).toBeTruthy();
    expect(reports).toEqual([expect.objectContaining({ area: "modal", name: "deposit-failed", message: "modal body broke" })]);
  });

  it("opens the next modal afresh after one broke", async () => {
    const { router } = renderApp("/casino?modal=deposit-failed", { fetch: api(), pages: PAGES, modals: MODALS });
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty("modal"));
    await router.navigate({ to: "/casino", search: { modal: "login" } as never });
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeTruthy();
  });
});
