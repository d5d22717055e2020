import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PageDefinition } from "../pages/page-registry.ts";
import { fakeApi, ok, userDetails } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import { ProfileFrame } from "./ProfileFrame.tsx";
import type { ProfileVariant } from "./profile-tabs.ts";

beforeEach(() => startSession(null));
afterEach(() => startSession(null));

function framed(key: string, title: string, variant?: ProfileVariant, guestPrompt?: string): PageDefinition {
  const Page = () => (
    <ProfileFrame title={title} {...(variant ? { variant } : {})} {...(guestPrompt ? { guestPrompt } : {})}>
      <p>{title} content</p>
    </ProfileFrame>
  );
  return { key, component: Page };
}

/** Some v2 pages as the features fill them; a test adds the others it needs. */
const V2_PAGES = [
  framed("myProfile", "My profile", "v2"),
  framed("balance", "Balance", "v2"),
  framed("profile2Verification", "Verification", "v2"),
  framed("myBonuses", "My bonuses", "v2", "Log in to see your bonuses."),
  framed("myHistory", "My history", "v2"),
  // Not a spec route: the account feature gives its path.
  { ...framed("statistics", "Statistics", "classic"), defaultPath: "/profile/statistics" },
];

function open(path: string, pages: PageDefinition[]) {
  const api = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails()) });
  return renderApp(path, { fetch: api.fetch, pages });
}

const tabNames = (nav: HTMLElement) => within(nav).getAllByRole("link").map((link) => link.textContent);

describe("ProfileFrame", () => {
  it("shows a player the v2 tabs of the filled pages only, the page's own as current", async () => {
    startSession("tok");
    open("/profile2/balance", V2_PAGES);
    const tabs = await screen.findByRole("navigation", { name: "Profile sections" });
    expect(tabNames(tabs)).toEqual(["My profile", "Balance", "Verification", "My bonuses", "History", "Statistics"]);
    await waitFor(() => expect(within(tabs).getByRole("link", { name: "Balance" }).getAttribute("aria-current")).toBe("page"));
    expect(within(tabs).getByRole("link", { name: "My profile" }).getAttribute("aria-current")).toBeNull();
    expect(within(tabs).getByRole("link", { name: "My bonuses" }).getAttribute("href")).toBe("/profile2/my-bonuses");
    expect(screen.getByRole("heading", { level: 1, name: "Balance" })).toBeTruthy();
    expect(screen.getByText("Balance content")).toBeTruthy();
    expect(document.title).toBe("Balance | Test Casino");
  });

  it("shows a tab once a feature fills its page, at the brand's path", async () => {
    startSession("tok");
    const pages = [...V2_PAGES, framed("limits", "Limits", "v2"), framed("freezeAccount", "Take a break", "v2")];
    renderApp("/profile2/limits", {
      fetch: fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails()) }).fetch,
      pages,
      brand: { pageUrlSetup: [{ key: "freezeAccount", href: "/take-a-break" }] },
    });
    const tabs = await screen.findByRole("navigation", { name: "Profile sections" });
    expect(tabNames(tabs)).toEqual(["My profile", "Balance", "Verification", "My bonuses", "History", "Take a break", "Limits", "Statistics"]);
    expect(within(tabs).getByRole("link", { name: "Take a break" }).getAttribute("href")).toBe("/take-a-break");
    await waitFor(() => expect(within(tabs).getByRole("link", { name: "Limits" }).getAttribute("aria-current")).toBe("page"));
  });

  it("shows the classic tabs on a classic page, current only on the page itself", async () => {
    startSession("tok");
    const pages = [
      framed("profile", "My profile", "classic"),
      framed("transactions", "Transactions", "classic"),
      framed("favorites", "Favourites", "classic"),
    ];
    open("/profile/transactions", pages);
    const tabs = await screen.findByRole("navigation", { name: "Profile sections" });
    expect(tabNames(tabs)).toEqual(["My profile", "Transactions", "Favourites"]);
    await waitFor(() => expect(within(tabs).getByRole("link", { name: "Transactions" }).getAttribute("aria-current")).toBe("page"));
    expect(within(tabs).getByRole("link", { name: "My profile" }).getAttribute("aria-current")).toBeNull();
  });

  it("draws no tabs on a standalone page", async () => {
    startSession("tok");
    open("/bonuses", [framed("bonuses", "My bonuses")]);
    expect(await screen.findByText("My bonuses content")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Profile sections" })).toBeNull();
  });

  it("asks a guest to log in over the page, without the tabs or the page's content", async () => {
    const { router } = open("/profile2/balance", V2_PAGES);
    expect(await screen.findByText("Log in to see this page.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Balance" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Profile sections" })).toBeNull();
    expect(screen.queryByText("Balance content")).toBeNull();
    const page = screen.getByRole("region", { name: "Balance" });
    const login = within(page).getByRole("link", { name: "Log in" });
    expect(login.getAttribute("href")).toBe("/profile2/balance?modal=login");
    expect(router.state.location.pathname).toBe("/profile2/balance");
  });

  it("asks a guest in the page's own words when it gives them", async () => {
    open("/profile2/my-bonuses", V2_PAGES);
    expect(await screen.findByText("Log in to see your bonuses.")).toBeTruthy();
    expect(screen.queryByText("Log in to see this page.")).toBeNull();
  });
});
