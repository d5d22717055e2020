import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { startShellBoot } from "@casino/shell";
import { fakeApi, ok } from "@casino/shell/test-support";
import { rewardsPages } from "../index.ts";
import { openRewards, startAsGuest } from "../test/render-app.tsx";
import { DEPOSIT_BONUS, FREE_SPINS_BONUS, NO_DEPOSIT_BONUS, PROMOTION } from "./bonus-fixtures.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const list = (rows: unknown[], count = rows.length) => () => ok({ rows, count });
const routes = {
  "GET /api/admin/promotions": () => ok({ rows: [PROMOTION], count: 1 }),
  "GET /api/admin/get-all-bonus": list([DEPOSIT_BONUS, NO_DEPOSIT_BONUS, FREE_SPINS_BONUS]),
};
const card = async (name: string) => screen.findByRole("article", { name });
/** The query of the latest get-all-bonus request the page sent. */
const lastBonusRequest = (fetch: typeof globalThis.fetch) =>
  (fetch as unknown as { mock: { calls: Array<[string]> } }).mock.calls
    .map(([url]) => new URL(String(url), "http://x"))
    .filter((url) => url.pathname === "/api/admin/get-all-bonus")
    .at(-1);

describe("/promotions", () => {
  it("has the promotions asked for at the entry when a visit lands on it, and the first banner once they are in", async () => {
    const banner = "https://cdn.example/promotions/welcome.png";
    const api = fakeApi({
      "GET /api/core/casino/settings2": () => new Promise(() => undefined),
      "GET /api/admin/promotions": () => ok({ rows: [{ ...PROMOTION, imageUrl: banner }, { ...PROMOTION, id: 2, imageUrl: "https://cdn.example/promotions/second.png" }], count: 2 }),
    });
    const brand = { brandName: "Test Casino", api: { baseUrl: "", systemToken: "brand-sandbox" } };
    startShellBoot({ brand, env: {}, pages: rewardsPages, location: { pathname: "/promotions" }, queryClient: new QueryClient(), fetch: api.fetch });
    await waitFor(() => expect(document.head.querySelector(`link[rel="preload"][as="image"][href="${banner}"]`)).not.toBeNull());
    expect(api.calls.filter((call) => call.path === "/api/admin/promotions")).toHaveLength(1);
    expect(document.head.querySelector('link[rel="preload"][href="https://cdn.example/promotions/second.png"]')).toBeNull();
  });

  it("shows the promotions and the bonuses with their display fields and filters", async () => {
    const { calls } = openRewards("/promotions", routes, { loggedIn: false });
    expect(await screen.findByRole("link", { name: "Welcome offer" })).toHaveProperty("href", expect.stringContaining("/promotion/welcome-offer"));
    const deposit = await card("Welcome bonus");
    expect(within(deposit).getByText("100% up to €1,000.00")).toBeTruthy();
    expect(within(deposit).getByText("x35")).toBeTruthy();
    expect(within(deposit).getByText("30 days after activation")).toBeTruthy();
    // The banner title is cut at 35 characters (the whole title stays as its tooltip).
    expect(within(deposit).getByText("100% up to €1,000 on your first de…")).toBeTruthy();
    expect(within(await card("50 free spins")).getByText("Plays on Book of Sun")).toBeTruthy();
    const request = calls.find((call) => call.path === "/api/admin/get-all-bonus");
    expect(request).toBeTruthy();
  });

  // What sanitising removes is proven in a real DOM (shell's sanitize-html.test.ts in jsdom, the e2e hardening specs):
  // happy-dom mis-iterates the tree DOMPurify rewrites.
  it("renders a bonus's terms only once the player opens them", async () => {
    const { user } = openRewards("/promotions", routes, { loggedIn: false });
    const deposit = await card("Welcome bonus");
    expect(within(deposit).queryByText("Wager the bonus 35 times within 30 days.")).toBeNull();
    await user.click(within(deposit).getByText("Terms of Welcome bonus", { selector: "summary" }));
    expect(await within(deposit).findByText("Wager the bonus 35 times within 30 days.")).toBeTruthy();
  });

  it("asks get-all-bonus for the chosen type, 24 a page, with the time zone", async () => {
    const { user, fetch } = openRewards("/promotions", routes, { loggedIn: false });
    await user.click(await screen.findByRole("radio", { name: "Free spins" }));
    await waitFor(() => {
      const last = lastBonusRequest(fetch);
      expect(last?.searchParams.get("type")).toBe("freespins");
      expect(last?.searchParams.get("limit")).toBe("24");
      expect(last?.searchParams.get("pageNo")).toBe("1");
      expect(last?.searchParams.get("timeZone")).toBeTruthy();
    });
  });

  it("asks for the bonuses valid and activatable now with Available today", async () => {
    const { user, fetch } = openRewards("/promotions", routes, { loggedIn: false });
    await user.click(await screen.findByRole("radio", { name: "Available today" }));
    await waitFor(() => {
      const last = lastBonusRequest(fetch);
      expect(Date.parse(last?.searchParams.get("calendarDateTime") ?? "")).toBeGreaterThan(Date.now() - 60_000);
      expect(last?.searchParams.get("timeZone")).toBeTruthy();
    });
  });

  it("shows every card of a full page, the first few with the list's first paint and the rest right after", async () => {
    const page = Array.from({ length: 24 }, (_, index) => ({ ...DEPOSIT_BONUS, id: 1000 + index, slug: `bonus-${index}`, name: `Bonus ${index + 1}` }));
    openRewards("/promotions", { ...routes, "GET /api/admin/get-all-bonus": list(page, 30) }, { loggedIn: false });
    expect(await card("Bonus 1")).toBeTruthy();
    expect(await card("Bonus 24")).toBeTruthy();
    expect(screen.getAllByRole("article", { name: /^Bonus \d+$/ })).toHaveLength(24);
    expect(screen.getByRole("button", { name: "Show more bonuses" })).toBeTruthy();
  });

  it("loads the next 24 on demand", async () => {
    const { user } = openRewards("/promotions", {
      ...routes,
      "GET /api/admin/get-all-bonus": ({ url }) => ok(url.searchParams.get("pageNo") === "2" ? { rows: [FREE_SPINS_BONUS], count: 2 } : { rows: [DEPOSIT_BONUS], count: 2 }),
    });
    await user.click(await screen.findByRole("button", { name: "Show more bonuses" }));
    expect(await card("50 free spins")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more bonuses" })).toBeNull();
  });

  it("shows the empty state and a load error with Retry for a malformed answer", async () => {
    openRewards("/promotions", { "GET /api/admin/promotions": () => ok({ rows: [{ id: "x" }] }), "GET /api/admin/get-all-bonus": list([]) });
    expect(await screen.findByText("There are no bonuses on offer right now. Please check again soon.")).toBeTruthy();
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("asks a guest to log in and keeps the bonus in the URL to come back to it", async () => {
    const { user, router } = openRewards("/promotions", routes, { loggedIn: false });
    await user.click(within(await card("€10 free")).getByRole("button", { name: "Log in to claim" }));
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ bonus: "no-deposit-10", modal: "login" });
  });

  it("brings a player back to the bonus they asked to claim as a guest", async () => {
    openRewards("/promotions?bonus=no-deposit-10", routes);
    const card = await screen.findByRole("article", { name: "€10 free" });
    expect(card.getAttribute("data-highlighted")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole("button", { name: "Claim" })));
    expect(screen.getByRole("article", { name: "Welcome bonus" }).getAttribute("data-highlighted")).toBe("false");
  });
});
