import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "@casino/shell";
import { failure, fakeApi, ok, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { EMPTY_STATISTICS, HISTORY, STATISTICS } from "./test-fixtures.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

function openStatistics(routes: Record<string, FakeRoute> = {}) {
  useSessionStore.getState().setToken("tok");
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(userDetails()),
    "GET /api/user/statistics": () => ok(STATISTICS),
    "GET /api/user/get-game-history": () => ok({ rows: HISTORY, count: HISTORY.length }),
    "POST /api/user/statistics/share": () => ok({ token: "abc123", path: "/api/core/casino/statistics/abc123" }),
    ...routes,
  });
  return { ...api, ...renderApp("/profile/statistics", { fetch: api.fetch }), user: userEvent.setup() };
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, "clipboard", { value: { writeText: spy }, configurable: true });
  return spy;
}

describe("the statistics page", () => {
  it("shows the numbers with the player's currency and the Game Pulse with its text alternative", async () => {
    const { calls } = openStatistics();
    expect(await screen.findByRole("heading", { level: 1, name: "Statistics" })).toBeTruthy();
    expect(await screen.findByText("€840.00")).toBeTruthy();
    expect(screen.getByText("42 bets placed")).toBeTruthy();
    expect(screen.getByText("+€72.50")).toBeTruthy();
    expect(screen.getByText("Book of Sandbox, Mar 10, 2026")).toBeTruthy();
    expect(screen.getByText("30 rounds")).toBeTruthy();

    const figure = await screen.findByRole("figure", { name: "Game Pulse" });
    expect(await within(figure).findByText(/over your last 4 rounds: €10.00 now, €20.00 at its highest and -€15.00 at its lowest/)).toBeTruthy();
    const table = within(figure).getByRole("table", { name: "Game Pulse data" });
    expect(within(table).getAllByRole("row")).toHaveLength(5);
    expect(calls.find((call) => call.path === "/api/user/get-game-history")).toBeTruthy();
  });

  it("shares: the public link is shown and copied, and a refused clipboard says so", async () => {
    const { user, calls } = openStatistics();
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = stubClipboard(() => Promise.resolve());
    await user.click(await screen.findByRole("button", { name: "Share my statistics" }));
    const link = (await screen.findByLabelText("Public link")) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/statistics/abc123`);
    expect(calls.filter((call) => call.method === "POST" && call.path === "/api/user/statistics/share")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/statistics/abc123`);
    expect(await screen.findByText("Link copied to the clipboard.")).toBeTruthy();

    writeText.mockImplementation(() => Promise.reject(new Error("denied")));
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Could not read the clipboard. The text is selected: copy it with your device's copy command.")).toBeTruthy();
  });

  it("offers the device's share sheet where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    try {
      const { user } = openStatistics();
      await user.click(await screen.findByRole("button", { name: "Share my statistics" }));
      await user.click(await screen.findByRole("button", { name: "Share" }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/statistics/abc123` }));
    } finally {
      Reflect.deleteProperty(navigator, "share");
    }
  });

  it("says when the link could not be created", async () => {
    const { user } = openStatistics({ "POST /api/user/statistics/share": () => failure(500, "INTERNAL", "Internal server error") });
    await user.click(await screen.findByRole("button", { name: "Share my statistics" }));
    expect(await screen.findByText("The link could not be created. Try again later.")).toBeTruthy();
  });

  it("has an empty state for a player without rounds", async () => {
    openStatistics({ "GET /api/user/statistics": () => ok(EMPTY_STATISTICS), "GET /api/user/get-game-history": () => ok({ rows: [], count: 0 }) });
    expect(await screen.findByText("No rounds played yet, so there are no statistics to show.")).toBeTruthy();
    expect(await screen.findByText("No rounds yet. Play a game and your results will show here.")).toBeTruthy();
  });

  it("shows Data loading error with Retry, and Retry asks again", async () => {
    let fail = true;
    const { user } = openStatistics({ "GET /api/user/statistics": () => (fail ? failure(500, "INTERNAL") : ok(STATISTICS)) });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("Data loading error")).toBeTruthy();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText("€840.00")).toBeTruthy();
  });
});

describe("the shared statistics page", () => {
  it("shows a guest the nickname, the numbers and the shared date, without a login prompt", async () => {
    const api = fakeApi({
      "GET /api/core/casino/statistics/abc123": () => ok({ nickname: "LuckyLuke", statistics: STATISTICS, sharedAt: "2026-03-11T09:00:00.000Z" }),
    });
    renderApp("/statistics/abc123", { fetch: api.fetch });
    expect(await screen.findByRole("heading", { level: 1, name: "Statistics of LuckyLuke" })).toBeTruthy();
    expect(screen.getByText("Shared on March 11, 2026")).toBeTruthy();
    expect(screen.getByText("€840.00")).toBeTruthy();
    expect(screen.queryByText("Log in to see this page.")).toBeNull();
    expect(screen.queryByRole("button", { name: "Share my statistics" })).toBeNull();
  });

  it("says clearly when the link is not valid", async () => {
    const api = fakeApi({ "GET /api/core/casino/statistics/nope": () => failure(404, "SHARE_NOT_FOUND", "Not found") });
    renderApp("/statistics/nope", { fetch: api.fetch });
    expect(await screen.findByText("This statistics link is not valid")).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((call) => call.path === "/api/core/casino/statistics/nope")).toHaveLength(1));
  });
});
