import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok, userDetails } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import type { AccountMenuItemDefinition } from "./account-menu-items.tsx";

beforeEach(() => startSession(null));
afterEach(() => startSession(null));

const api = () => fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })) });
let renders = 0;
const Level: AccountMenuItemDefinition = {
  key: "level",
  component: ({ className }) => {
    renders += 1;
    return (
      <a href="/vip-club" className={className}>
        VIP: Gold
      </a>
    );
  },
};
const Broken: AccountMenuItemDefinition = {
  key: "broken",
  component: () => {
    throw new Error("broken entry");
  },
};

describe("the features' account menu entries", () => {
  it("show in the player's account menu once it opens, styled as its links, and not before", async () => {
    startSession("tok");
    renders = 0;
    renderApp("/", { fetch: api().fetch, accountMenuItems: [Level] });
    const account = await screen.findByRole("button", { name: "Account" });
    expect(renders).toBe(0);
    await userEvent.setup().click(account);
    const entry = await screen.findByRole("link", { name: "VIP: Gold" });
    const profile = screen.getByRole("link", { name: "My profile" });
    expect(entry.closest("ul")).toBe(profile.closest("ul"));
    expect(entry.className).toBe(profile.className);
  });

  it("drop an entry that breaks and keep the menu and the other entries", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    startSession("tok");
    renderApp("/", { fetch: api().fetch, accountMenuItems: [Broken, Level] });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Account" }));
    expect(await screen.findByRole("link", { name: "VIP: Gold" })).toBeTruthy();
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "Log out" })).toBeTruthy();
    log.mockRestore();
  });

  it("are not drawn for a guest, who has no account menu", async () => {
    renderApp("/", { fetch: api().fetch, accountMenuItems: [Level] });
    expect(await screen.findByRole("link", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "VIP: Gold" })).toBeNull();
  });
});
