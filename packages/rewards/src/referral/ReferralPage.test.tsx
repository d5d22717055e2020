import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, ok, type FakeReply } from "@casino/shell/test-support";
import { openRewards, startAsGuest } from "../test/render-app.tsx";
import { NEW_REFERRAL, REFERRAL } from "./referral-fixtures.ts";

beforeEach(startAsGuest);
afterEach(() => {
  startAsGuest();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LINK = `${window.location.origin}/?ref=AB12CD34EF`;
const claimed = () => ok({ amount: 20, referral: { ...REFERRAL, claimed: 25, claimable: 0 } });

function openReferral(options: { referral?: () => FakeReply; claim?: () => FakeReply | Promise<FakeReply>; loggedIn?: boolean; brand?: Record<string, unknown> } = {}) {
  return openRewards(
    "/profile/refer-a-friend",
    { "GET /api/user/referral": options.referral ?? (() => ok(REFERRAL)), "POST /api/user/referral/claim": options.claim ?? claimed },
    { loggedIn: options.loggedIn ?? true, brand: options.brand ?? {} },
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, "clipboard", { value: { writeText: spy }, configurable: true });
  return spy;
}

describe("/profile/refer-a-friend", () => {
  it("shows the link on the brand's landing, the numbers in the player's money and the percent", async () => {
    openReferral({ brand: { referAFriendLanding: "/welcome" } });
    const field = (await screen.findByRole("textbox", { name: "Referral link" })) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/welcome?ref=AB12CD34EF`);
    const numbers = screen.getByRole("region", { name: "Your referrals" });
    expect(within(numbers).getByText("Link visits").nextSibling?.textContent).toBe("12");
    expect(within(numbers).getByText("Registrations").nextSibling?.textContent).toBe("3");
    expect(within(numbers).getByText("Revenue of your friends").nextSibling?.textContent).toBe("€250.00");
    expect(within(numbers).getByText("Your share (10%)").nextSibling?.textContent).toBe("€25.00");
    expect(screen.getByRole("heading", { name: "Ready to claim: €20.00" })).toBeTruthy();
  });

  it("copies the link and says so", async () => {
    const { user } = openReferral();
    // After user-event's setup, which puts its own clipboard on the navigator.
    const writeText = stubClipboard(() => Promise.resolve());
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Link copied to the clipboard.")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it("shows the clipboard failure message and leaves the link selected when copying is refused", async () => {
    const { user } = openReferral();
    stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Could not read the clipboard. The text is selected: copy it with your device's copy command.")).toBeTruthy();
    const field = screen.getByRole("textbox", { name: "Referral link" }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
  });

  it("offers Share only where the device has a share sheet, and shares the link", async () => {
    const first = openReferral();
    await screen.findByRole("button", { name: "Copy link" });
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    first.unmount();

    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const { user } = openReferral();
    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
    Reflect.deleteProperty(navigator, "share");
  });

  it("claims once per press, off while pending, then shows the amount and refreshes the balance", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, posts, calls } = openReferral({ claim: async () => (await gate, claimed()) });
    const button = await screen.findByRole("button", { name: "Claim" });
    await user.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await user.click(button);
    const detailsBefore = calls.filter((call) => call.path === "/api/user/get-user-details").length;
    release();
    expect(await screen.findByText("€20.00 has been added to your balance.")).toBeTruthy();
    expect(posts("/api/user/referral/claim")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Ready to claim: €0.00" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Claim" }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/user/get-user-details").length).toBeGreaterThan(detailsBefore));
  });

  it("sends one claim for a double click (two clicks before the page renders again)", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { posts } = openReferral({ claim: async () => (await gate, claimed()) });
    const button = await screen.findByRole("button", { name: "Claim" });
    fireEvent.click(button);
    fireEvent.click(button);
    release();
    expect(await screen.findByText("€20.00 has been added to your balance.")).toBeTruthy();
    expect(posts("/api/user/referral/claim")).toHaveLength(1);
  });

  it.each([
    ["NOTHING_TO_CLAIM", failure(409, "NOTHING_TO_CLAIM"), "There is nothing to claim yet. Your share grows as your friends play."],
    ["SELF_EXCLUDED", failure(409, "SELF_EXCLUDED"), "You are excluded from play, so your referral share cannot be claimed."],
    ["a server error", failure(500, "INTERNAL"), "Your referral share could not be claimed. Please try again later."],
  ])("says why a claim failed: %s", async (_, reply, text) => {
    const { user } = openReferral({ claim: () => reply });
    await user.click(await screen.findByRole("button", { name: "Claim" }));
    expect(within(await screen.findByRole("alert")).getByText(text)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Claim" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("invites a new player to share, with Claim off", async () => {
    openReferral({ referral: () => ok(NEW_REFERRAL) });
    expect(await screen.findByText("No one has opened your link yet. Share it with friends: you earn 10% of the revenue their play brings.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Claim" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks a guest to log in", async () => {
    const { calls } = openReferral({ loggedIn: false });
    const page = await screen.findByRole("region", { name: "Refer a friend" });
    expect(await within(page).findByText("Log in to invite friends and see what you earn.")).toBeTruthy();
    expect(within(page).getByRole("link", { name: "Log in" })).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/user/referral")).toBe(false);
  });

  it("shows a load error with Retry, and the page after it", async () => {
    let answers = 0;
    const { user } = openReferral({ referral: () => (++answers === 1 ? ok({ code: 1 }) : ok(REFERRAL)) });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("textbox", { name: "Referral link" })).toBeTruthy();
  });
});
