import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { fakeApi, ok, renderShellApp, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { rewardsAccountMenuItems } from "../index.ts";
import { startAsGuest } from "../test/render-app.tsx";
import { vipLevels } from "./vip-fixtures.ts";
import { vipPages } from "./register.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

function openMenu(levels: FakeRoute) {
  useSessionStore.getState().setToken("tok");
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok({ ...userDetails(), userLoyaltyLevel: 3 }),
    "GET /api/admin/vip-levels": levels,
  });
  renderShellApp("/", { fetch: api.fetch, pages: vipPages, accountMenuItems: rewardsAccountMenuItems });
  return { ...api, user: userEvent.setup() };
}

describe("the VIP level in the account menu", () => {
  it("names the player's level and leads to the VIP club, reading the levels only once the menu opens", async () => {
    const { user, calls } = openMenu(() => ok(vipLevels()));
    const account = await screen.findByRole("button", { name: "Account" });
    expect(calls.filter((call) => call.path === "/api/admin/vip-levels")).toHaveLength(0);
    await user.click(account);
    const link = await screen.findByRole("link", { name: "VIP level: Gold" });
    expect(link.getAttribute("href")).toBe("/vip-club");
  });

  it("shows the level's number when the levels cannot be read", async () => {
    const { user } = openMenu(() => ok({ levels: "none" }));
    await user.click(await screen.findByRole("button", { name: "Account" }));
    expect(await screen.findByRole("link", { name: "VIP level 3" })).toBeTruthy();
  });
});
