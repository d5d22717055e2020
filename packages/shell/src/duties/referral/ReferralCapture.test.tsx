import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, fakeApi, message, ok, userDetails, type FakeRoute } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";
import { getReferralCode } from "./referral-storage.ts";

beforeEach(() => {
  startSession(null);
  localStorage.clear();
});
afterEach(() => localStorage.clear());

function open(path: string, visit: FakeRoute = () => message("Visit recorded")) {
  const api = fakeApi(dutyRoutes({ "POST /api/user/referral/visit": visit, "GET /api/user/get-user-details": () => ok(userDetails()) }));
  const view = renderApp(path, { fetch: api.fetch });
  const visits = () => api.calls.filter((call) => call.path === "/api/user/referral/visit").map((call) => call.body);
  return { ...view, visits };
}

describe("the referral link's capture", () => {
  it("keeps the code of a ?ref= link until sign-up and reports the visit once", async () => {
    const first = open("/?ref=ab12cd");
    await waitFor(() => expect(first.visits()).toEqual([{ code: "AB12CD" }]));
    expect(getReferralCode()).toBe("AB12CD");
    first.unmount();

    // A second link (or the same one again) neither replaces the first code nor counts another visit.
    const second = open("/?ref=OTHER9");
    await screen.findByRole("banner");
    expect(getReferralCode()).toBe("AB12CD");
    expect(second.visits()).toEqual([]);
  });

  it("asks the invited guest to sign up, once, until closed", async () => {
    const first = open("/promotions?ref=ab12cd");
    const invite = await screen.findByRole("region", { name: "Invitation" });
    expect(within(invite).getByText("A friend invited you to Test Casino. Sign up to join them.")).toBeTruthy();
    const signUp = within(invite).getByRole("link", { name: "Sign up" });
    expect(new URL(signUp.getAttribute("href") ?? "", "http://x").searchParams.get("tab")).toBe("sign-up");
    await userEvent.click(within(invite).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Invitation" })).toBeNull());
    first.unmount();

    // The code is kept: the next page with the link neither invites again nor counts another visit.
    const second = open("/?ref=ab12cd");
    await screen.findByRole("banner");
    expect(screen.queryByRole("region", { name: "Invitation" })).toBeNull();
    expect(second.visits()).toEqual([]);
  });

  it("forgets a code the server does not know, so a later link can count, and invites nobody with it", async () => {
    const view = open("/?ref=NOPE1", () => failure(404, "REFERRAL_NOT_FOUND"));
    await waitFor(() => expect(view.visits()).toHaveLength(1));
    await waitFor(() => expect(getReferralCode()).toBeNull());
    // The invitation's chunk has had its time (a known code's shows by now).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("region", { name: "Invitation" })).toBeNull();
  });

  it("ignores the link for a logged-in player and a page without one", async () => {
    startSession("tok");
    const player = open("/?ref=AB12CD");
    await screen.findByRole("banner");
    expect(getReferralCode()).toBeNull();
    expect(player.visits()).toEqual([]);
    player.unmount();

    startSession(null);
    const guest = open("/casino");
    await screen.findByRole("banner");
    expect(guest.visits()).toEqual([]);
  });
});
