import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { fakeApi, ok, userDetails } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { onboardingModalFor } from "./onboarding-modal-for.ts";
import { hasSeenOnboarding } from "./onboarding-store.ts";

beforeEach(() => {
  startAsGuest();
  localStorage.clear();
});
afterEach(startAsGuest);

async function openTour(brand: Record<string, unknown> = {}) {
  useSessionStore.getState().setToken("tok");
  const api = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails()) });
  const app = renderApp("/?modal=onboarding", { fetch: api.fetch, brand });
  const dialog = await screen.findByRole("dialog", { name: "Welcome tour" });
  // The player is known before any step is taken (userDetails() is player 2).
  await waitFor(() => expect(app.queryClient.getQueryData(["user", "details"])).toBeTruthy());
  return { ...app, dialog, user: userEvent.setup() };
}

describe("the onboarding tour", () => {
  it("walks forward and back with the buttons and the arrow keys, and Finish remembers it", async () => {
    const { dialog, user } = await openTour();
    expect(await within(dialog).findByText("Step 1 of 5")).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "Welcome to Test Casino" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Complete your profile" }).getAttribute("href")).toBe("/profile/edit-profile");
    expect(within(dialog).queryByRole("button", { name: "Back" })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByText("Step 2 of 5")).toBeTruthy();
    const title = within(dialog).getByRole("heading", { name: "Top up your balance" });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(within(dialog).getByRole("link", { name: "Make a deposit" }).getAttribute("href")).toBe("/deposit");

    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("Step 3 of 5")).toBeTruthy();
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByText("Step 2 of 5")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByText("Step 1 of 5")).toBeTruthy();

    for (let step = 1; step < 5; step += 1) await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByText("Step 5 of 5")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Skip tour" })).toBeNull();
    expect(hasSeenOnboarding(2)).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(hasSeenOnboarding(2)).toBe(true);
    expect(onboardingModalFor(2)).toBeNull();
  });

  it("Skip closes the tour and remembers it for this player only", async () => {
    const { dialog, user, router } = await openTour();
    await user.click(await within(dialog).findByRole("button", { name: "Skip tour" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).not.toHaveProperty("modal");
    expect(router.state.location.pathname).toBe("/");
    expect(hasSeenOnboarding(2)).toBe(true);
    expect(onboardingModalFor(3)).toBe("onboarding");
  });

  it.each([
    ["a path", "/promotions", "Skip tour"],
    ["a page key", "deposit", "Finish"],
  ])("Skip and Finish lead to the brand's onboardingRedirectOnClose, given as %s", async (_, redirect, button) => {
    const { dialog, user, router } = await openTour({ onboardingRedirectOnClose: redirect });
    if (button === "Finish") for (let step = 1; step < 5; step += 1) await user.click(within(dialog).getByRole("button", { name: "Next" }));
    await user.click(await within(dialog).findByRole("button", { name: button }));
    await waitFor(() => expect(router.state.location.pathname).toBe(redirect === "deposit" ? "/deposit" : redirect));
    expect(router.state.location.search).not.toHaveProperty("modal");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(hasSeenOnboarding(2)).toBe(true);
  });

  it("Escape dismisses it and remembers it too", async () => {
    const { user } = await openTour();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(hasSeenOnboarding(2)).toBe(true));
  });
});
