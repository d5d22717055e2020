import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ok } from "@casino/shell/test-support";
import { openRewards, startAsGuest } from "../test/render-app.tsx";
import { midLevelProgress, noVipLevels, topLevelProgress, vipLevels } from "./vip-fixtures.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const LEVELS = "GET /api/admin/vip-levels";
const PROGRESS = "GET /api/user/vip-progress";
const TWO_TIERS = { loyaltyLevelGroupSteps: [1, 4] };

describe("VIP club", () => {
  it("shows a player's progress to the next level as a progressbar a screen reader reads, with the points left", async () => {
    openRewards("/vip-club", { [LEVELS]: () => ok(vipLevels()), [PROGRESS]: () => ok(midLevelProgress) });
    const card = await screen.findByRole("region", { name: "Your VIP level: Silver" });
    const bar = within(card).getByRole("progressbar", { name: "Progress to Gold" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("40%, 2,400 points to go");
    expect(within(card).getByText("2,400 more points to reach Gold.")).toBeTruthy();
    expect(within(card).getByText("Loyalty points").nextElementSibling?.textContent).toBe("2,600");
    expect(within(card).getByText("Every €10.00 you wager earns one loyalty point.")).toBeTruthy();
  });

  it("marks the player's own level in the list, and no other", async () => {
    openRewards("/vip", { [LEVELS]: () => ok(vipLevels()), [PROGRESS]: () => ok(midLevelProgress) });
    const current = await screen.findByRole("listitem", { current: true });
    expect(within(current).getByRole("heading").textContent).toBe("Silver");
    expect(within(current).getByText("Your level")).toBeTruthy();
    expect(screen.getAllByText("Your level")).toHaveLength(1);
  });

  it("groups the levels by the brand's loyaltyLevelGroupSteps, each level with its benefits", async () => {
    openRewards("/vip-club", { [LEVELS]: () => ok(vipLevels()), [PROGRESS]: () => ok(midLevelProgress) }, { brand: TWO_TIERS });
    const first = await screen.findByRole("list", { name: "Tier 1" });
    const second = screen.getByRole("list", { name: "Tier 2" });
    const names = (list: HTMLElement) => within(list).getAllByRole("heading").map((heading) => heading.textContent);
    expect(names(first)).toEqual(["Bronze", "Silver", "Gold"]);
    expect(names(second)).toEqual(["Platinum", "Diamond", "Black"]);
    expect(screen.getByRole("heading", { name: "Tier 2 (levels 4 to 6)" })).toBeTruthy();
    const gold = within(first).getByRole("listitem", { name: "Gold" });
    expect(within(gold).getByText("From").nextElementSibling?.textContent).toBe("5,000 points");
    expect(within(gold).getByText("Cashback").nextElementSibling?.textContent).toBe("7%");
    const benefits = within(gold).getByRole("list", { name: "Benefits of Gold" });
    expect(within(benefits).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Weekly cashback", "Birthday bonus"]);
  });

  it("shows one list without tiers under the default steps [1]", async () => {
    openRewards("/vip-club", { [LEVELS]: () => ok(vipLevels([1])), [PROGRESS]: () => ok(midLevelProgress) });
    const list = await screen.findByRole("list", { name: "VIP levels" });
    expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    expect(screen.queryByRole("list", { name: "Tier 1" })).toBeNull();
  });

  it("tells a player at the top level there is no next level, without a bar", async () => {
    openRewards("/vip-club", { [LEVELS]: () => ok(vipLevels()), [PROGRESS]: () => ok(topLevelProgress) });
    const card = await screen.findByRole("region", { name: "Your VIP level: Black" });
    expect(within(card).getByText("You have reached the club's highest level.")).toBeTruthy();
    expect(within(card).queryByRole("progressbar")).toBeNull();
  });

  it("reads the progress again after a bet's balance event", async () => {
    let progress = midLevelProgress;
    openRewards("/vip-club", { [LEVELS]: () => ok(vipLevels()), [PROGRESS]: () => ok(progress) });
    const bar = await screen.findByRole("progressbar", { name: "Progress to Gold" });
    progress = { ...midLevelProgress, points: 3_600, pointsToNext: 1_400, percent: 65 };
    act(() => void window.dispatchEvent(new CustomEvent("balance", { detail: {} })));
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("65"));
  });

  it("shows a guest the levels and a sign-up that opens the shell's sign-up, without asking for progress", async () => {
    const { user, router, calls } = openRewards("/vip-club", { [LEVELS]: () => ok(vipLevels()) }, { loggedIn: false });
    const list = await screen.findByRole("list", { name: "VIP levels" });
    expect(within(list).getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["Bronze", "Silver", "Gold", "Platinum", "Diamond", "Black"]);
    expect(screen.queryByRole("listitem", { current: true })).toBeNull();
    const join = screen.getByRole("region", { name: "Join the VIP club" });
    await user.click(within(join).getByRole("link", { name: "Sign up" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ modal: "login", tab: "sign-up" }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/user/vip-progress")).toHaveLength(0);
  });

  it("asks for the levels and the progress in the player's language, so that level names and perks read in it", async () => {
    const asked: Array<string | null> = [];
    const inLanguage = (answer: unknown) => ({ url }: { url: URL }) => (asked.push(`${url.pathname} ${url.searchParams.get("language")}`), ok(answer));
    openRewards("/vip-club", { [LEVELS]: inLanguage(vipLevels()), [PROGRESS]: inLanguage(midLevelProgress) });
    await screen.findByRole("progressbar");
    expect([...new Set(asked)].sort()).toEqual(["/api/admin/vip-levels en", "/api/user/vip-progress en"]);
  });

  it("says so when the club has no levels", async () => {
    openRewards("/vip-club", { [LEVELS]: () => ok(noVipLevels) }, { loggedIn: false });
    expect(await screen.findByText("The VIP club has no levels yet. Come back soon.")).toBeTruthy();
  });

  it("shows Data loading error for a malformed answer, and the levels after Retry", async () => {
    let answer: unknown = { levels: "many" };
    const { user } = openRewards("/vip-club", { [LEVELS]: () => ok(answer) }, { loggedIn: false });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    answer = vipLevels([1]);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("list", { name: "VIP levels" })).toBeTruthy();
  });

  it("keeps the levels when only the player's progress fails, with its own Retry", async () => {
    let progress: unknown = { level: "two" };
    const { user } = openRewards("/vip-club", { [LEVELS]: () => ok(vipLevels()), [PROGRESS]: () => ok(progress) });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    expect(screen.getByRole("list", { name: "VIP levels" })).toBeTruthy();
    progress = midLevelProgress;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("region", { name: "Your VIP level: Silver" })).toBeTruthy();
  });

  it("shows a guest at /profile2/vip-club the public club, not a login wall", async () => {
    openRewards("/profile2/vip-club", { [LEVELS]: () => ok(vipLevels([1])) }, { loggedIn: false });
    expect(await screen.findByRole("list", { name: "VIP levels" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "VIP club" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Join the VIP club" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Profile sections" })).toBeNull();
  });

  it("is a tab of the v2 profile at /profile2/vip-club", async () => {
    openRewards("/profile2/vip-club", { [LEVELS]: () => ok(vipLevels()), [PROGRESS]: () => ok(midLevelProgress) });
    const tabs = await screen.findByRole("navigation", { name: "Profile sections" });
    await waitFor(() => expect(within(tabs).getByRole("link", { name: "VIP club" }).getAttribute("aria-current")).toBe("page"));
    expect(await screen.findByRole("region", { name: "Your VIP level: Silver" })).toBeTruthy();
  });
});
