import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { failure, ok } from "@casino/shell/test-support";
import { openResponsibleGaming, someLimits, startAsGuest } from "../test/render-app.tsx";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const LIMITS = "GET /api/user/limits";
const TIME_OUT = "/api/user/limits/time-out";
const SELF_EXCLUSION = "/api/user/limits/self-exclusion";
const FREEZE = "/api/user/limits/freeze";
const timeOut = { kind: "timeout" as const, until: "2026-12-01T13:00:00.000Z", liftsAt: "2026-12-01T13:00:00.000Z", permanent: false };
const blocked = { userLimit: { selfExclusion: timeOut.until, isSelfExclusionPermanent: false }, isSelfExcluded: true, exclusion: timeOut };

describe("Take a break page", () => {
  it("keeps time-out, self-exclusion and freeze in three separate sections", async () => {
    openResponsibleGaming("/profile2/freeze-account", { [LIMITS]: () => ok(someLimits()) });
    const timeOutSection = await screen.findByRole("region", { name: "Time-out" });
    expect(screen.getByRole("heading", { level: 1, name: "Take a break" })).toBeTruthy();
    expect(within(timeOutSection).getByRole("combobox", { name: "Length of the time-out" }).querySelectorAll("option")).toHaveLength(6);
    const exclusion = screen.getByRole("region", { name: "Self-exclusion" });
    expect(within(exclusion).getByRole("combobox", { name: "Length of the self-exclusion" })).toBeTruthy();
    const freeze = screen.getByRole("region", { name: "Freeze account" });
    const freezeOptions = [...within(freeze).getByRole("combobox", { name: "Length of the freeze" }).querySelectorAll("option")];
    expect(freezeOptions.map((option) => option.textContent)).toEqual(["1 day", "3 days", "1 week", "10 days"]);
  });

  it("shows a skeleton first, then a load error with a retry that reads again", async () => {
    let fail = true;
    const { user, calls } = openResponsibleGaming("/profile2/freeze-account", {
      [LIMITS]: () => (fail ? failure(500, "SERVER_ERROR") : ok(someLimits())),
    });
    expect(await screen.findByTestId("blocks-skeleton")).toBeTruthy();
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole("region", { name: "Self-exclusion" })).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/user/limits").length).toBeGreaterThanOrEqual(2);
  });

  it("takes a time-out only after the statement and the password, once per click, then shows it running", async () => {
    let limits = someLimits();
    const { user, posts } = openResponsibleGaming("/profile2/freeze-account", {
      [LIMITS]: () => ok(limits),
      [`POST ${TIME_OUT}`]: ({ body }) => {
        if ((body as { password: string }).password !== "right") return failure(400, "INVALID_PASSWORD", "The password is wrong");
        limits = someLimits(blocked);
        return ok(blocked);
      },
    });
    const section = await screen.findByRole("region", { name: "Time-out" });
    await user.selectOptions(within(section).getByRole("combobox", { name: "Length of the time-out" }), "1h");
    await user.click(within(section).getByRole("button", { name: "Take a time-out" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Take a time-out?" });
    expect(within(dialog).getByText(/you can only withdraw/)).toBeTruthy();
    expect(within(dialog).getByText("Any game you have open closes at once.")).toBeTruthy();
    expect(within(dialog).getByText("The time-out cannot be shortened or cancelled.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Start the time-out" }));
    expect(await within(dialog).findByText("This field is required")).toBeTruthy();
    expect(posts(TIME_OUT)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Your password"), "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Start the time-out" }));
    expect(await within(dialog).findByText("The password is wrong.")).toBeTruthy();
    expect(posts(TIME_OUT)).toEqual([expect.objectContaining({ body: { period: "1h", password: "wrong" } })]);

    const password = within(dialog).getByLabelText("Your password");
    await user.clear(password);
    await user.type(password, "right");
    await user.dblClick(within(dialog).getByRole("button", { name: "Start the time-out" }));
    const running = await screen.findByRole("region", { name: "Your time-out is running" });
    expect(posts(TIME_OUT)).toHaveLength(2);
    expect(within(running).getByText(/^Your time-out ends on .+\. Until then you can only withdraw\.$/)).toBeTruthy();
    expect(within(running).getByRole("link", { name: "Withdraw" }).getAttribute("href")).toBe("/withdraw");
    expect(screen.queryByRole("region", { name: "Time-out" })).toBeNull();
  });

  it("shows a permanent self-exclusion with nothing to shorten it, and the freeze still offered", async () => {
    const permanent = { kind: "selfExclusion" as const, until: null, liftsAt: null, permanent: true };
    openResponsibleGaming("/profile2/freeze-account", { [LIMITS]: () => ok(someLimits({ isSelfExcluded: true, exclusion: permanent })) });
    const running = await screen.findByRole("region", { name: "You are self-excluded" });
    expect(within(running).getByText("Your self-exclusion is permanent. You can only withdraw.")).toBeTruthy();
    expect(within(running).getByText("It cannot be shortened or cancelled.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Time-out" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Self-exclusion" })).toBeNull();
    expect(screen.getByRole("region", { name: "Freeze account" })).toBeTruthy();
  });

  it("asks for 1 to 60 months before a self-exclusion, and says when a running block cannot be shortened", async () => {
    const { user, posts } = openResponsibleGaming("/profile2/freeze-account", {
      [LIMITS]: () => ok(someLimits(blocked)),
      [`POST ${SELF_EXCLUSION}`]: () => failure(409, "SELF_EXCLUSION_ACTIVE"),
    });
    const section = await screen.findByRole("region", { name: "Self-exclusion" });
    expect(within(section).getByText("You can only make your current block longer.")).toBeTruthy();
    const months = within(section).getByRole("textbox", { name: "Months" });
    await user.clear(months);
    await user.type(months, "61");
    await user.click(within(section).getByRole("button", { name: "Exclude myself" }));
    expect(await within(section).findByText("Choose how many months: 1 to 60.")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await user.clear(months);
    await user.type(months, "1");
    await user.click(within(section).getByRole("button", { name: "Exclude myself" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Exclude yourself?" });
    await user.type(within(dialog).getByLabelText("Your password"), "pw");
    await user.click(within(dialog).getByRole("button", { name: "Exclude me" }));
    expect(await within(dialog).findByText("A time-out or self-exclusion is already running. It can only be made longer, never shorter.")).toBeTruthy();
    expect(posts(SELF_EXCLUSION)).toEqual([expect.objectContaining({ body: { period: "months", months: 1, password: "pw" } })]);
  });

  it("sends a permanent self-exclusion without months", async () => {
    const { user, posts } = openResponsibleGaming("/profile2/freeze-account", {
      [LIMITS]: () => ok(someLimits()),
      [`POST ${SELF_EXCLUSION}`]: () => ok(blocked),
    });
    const section = await screen.findByRole("region", { name: "Self-exclusion" });
    await user.selectOptions(within(section).getByRole("combobox", { name: "Length of the self-exclusion" }), "permanent");
    expect(within(section).queryByRole("textbox", { name: "Months" })).toBeNull();
    await user.click(within(section).getByRole("button", { name: "Exclude myself" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Exclude yourself?" });
    expect(within(dialog).getByText(/^From now on, for good, you can only withdraw/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Your password"), "pw");
    await user.click(within(dialog).getByRole("button", { name: "Exclude me" }));
    await waitFor(() => expect(posts(SELF_EXCLUSION)).toEqual([expect.objectContaining({ body: { period: "permanent", password: "pw" } })]));
  });

  it("freezes without a password, logs the player out and says until when login is refused", async () => {
    const { user, posts } = openResponsibleGaming("/profile2/freeze-account", {
      [LIMITS]: () => ok(someLimits()),
      [`POST ${FREEZE}`]: () => ok({ frozenUntil: "2026-12-10T12:00:00.000Z" }),
    });
    const section = await screen.findByRole("region", { name: "Freeze account" });
    await user.selectOptions(within(section).getByRole("combobox", { name: "Length of the freeze" }), "10d");
    await user.click(within(section).getByRole("button", { name: "Freeze my account" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Freeze your account?" });
    expect(within(dialog).getByText("You are logged out at once, on every device, and any game you have open closes.")).toBeTruthy();
    expect(within(dialog).queryByLabelText("Your password")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Freeze and log out" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Your account is frozen" })).toBeTruthy();
    expect(screen.getByText(/^You have been logged out\. You cannot log in until .*2026/)).toBeTruthy();
    expect(posts(FREEZE)).toEqual([expect.objectContaining({ body: { period: "10d" } })]);
    expect(useSessionStore.getState()).toMatchObject({ token: null, endReason: "ACCOUNT_LOCKED" });
  });

  it("says it once when the server's freeze event comes before the answer: no session-ended notice over the page", async () => {
    const { user } = openResponsibleGaming("/profile2/freeze-account", {
      [LIMITS]: () => ok(someLimits()),
      [`POST ${FREEZE}`]: async () => {
        const detail = { kind: "freeze", until: "2026-12-10T12:00:00.000Z", reason: "ACCOUNT_LOCKED", message: "" };
        window.dispatchEvent(new CustomEvent("responsibleGamingBlock", { detail }));
        await waitFor(() => expect(screen.getByRole("dialog", { name: "Session ended" })).toBeTruthy());
        return ok({ frozenUntil: "2026-12-10T12:00:00.000Z" });
      },
    });
    const section = await screen.findByRole("region", { name: "Freeze account" });
    await user.click(within(section).getByRole("button", { name: "Freeze my account" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Freeze your account?" })).getByRole("button", { name: "Freeze and log out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your account is frozen" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Session ended" })).toBeNull());
  });

  it("shows a block taken on another device as soon as the socket tells it", async () => {
    let limits = someLimits();
    openResponsibleGaming("/profile2/freeze-account", { [LIMITS]: () => ok(limits) });
    await screen.findByRole("region", { name: "Time-out" });
    limits = someLimits(blocked);
    act(() => void window.dispatchEvent(new CustomEvent("responsibleGamingBlock", { detail: { kind: "timeout", until: timeOut.until, message: "" } })));
    expect(await screen.findByRole("region", { name: "Your time-out is running" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Time-out" })).toBeNull();
  });
});
