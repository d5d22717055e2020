import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import { PageLink } from "./PageLink.tsx";

beforeEach(() => startSession(null));
afterEach(() => {
  startSession(null);
  vi.restoreAllMocks();
});

const PAGES = [
  { key: "casino", component: () => <PageLink page="promotions">To the promotions</PageLink> },
  { key: "promotions", component: () => <h1>Promotions</h1> },
];

async function followLink(brand: Record<string, unknown>) {
  const { router } = renderApp("/casino", { fetch: fakeApi({}).fetch, pages: PAGES, brand });
  const link = await screen.findByRole("link", { name: "To the promotions" });
  const toTop: unknown[] = [];
  vi.spyOn(window, "scrollTo").mockImplementation((...args: unknown[]) => {
    const [first, second] = args as [ScrollToOptions | number | undefined, number | undefined];
    if ((typeof first === "object" ? first.top : second) === 0) toTop.push(args);
  });
  await userEvent.click(link);
  await screen.findByRole("heading", { name: "Promotions" });
  return { toTop, router };
}

// Spec §2: pageUrlSetup entries have a key, an href and a shallow flag.
describe("a pageUrlSetup entry's shallow flag", () => {
  it("makes links to the page navigate shallowly: the window is not scrolled to the top", async () => {
    const { toTop, router } = await followLink({ pageUrlSetup: [{ key: "promotions", href: "/offers", shallow: true }] });
    expect(router.state.location.pathname).toBe("/offers");
    expect(toTop).toEqual([]);
  });

  it("leaves other entries' links to scroll to the top, as any navigation to a new page", async () => {
    const { toTop, router } = await followLink({ pageUrlSetup: [{ key: "promotions", href: "/offers" }] });
    expect(router.state.location.pathname).toBe("/offers");
    expect(toTop.length).toBeGreaterThan(0);
  });
});
