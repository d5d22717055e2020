import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { limitsQueryKey } from "@casino/api-client";
import { resetSessionStore, useSessionStore } from "@casino/shell";
import { fakeOtherTabs, ok, resetActivity } from "@casino/shell/test-support";
import { MINUTE, openAsPlayer, sessionSummary } from "./test-session.tsx";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetActivity();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  useSessionStore.getState().clearToken();
  resetSessionStore();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("the session time limit", () => {
  it("counts the minutes left from when the warning opens, not from when the watch started", async () => {
    const summary = sessionSummary(0, { limitMinutes: 10, endsAt: new Date(Date.now() + 10 * MINUTE).toISOString() });
    const { calls } = openAsPlayer("/casino", () => summary);
    await screen.findByTestId("header-balance");
    // The watch has its summary and stands (its warning closed) well before the warning is due.
    await waitFor(() => expect(calls("GET", "/api/user/limits/session")).toHaveLength(1));
    await advance(500);
    await advance(5 * MINUTE - 500);
    const warning = await screen.findByRole("alertdialog", { name: "Your session time limit is nearly reached" });
    expect(warning.textContent).toContain("Your session ends in 5 minutes");
  });

  it("warns five minutes before the end, then ends the session with a notice that says the limit was reached", async () => {
    const startedAt = Date.now() - 4 * MINUTE;
    const summary = sessionSummary(4, { limitMinutes: 10, endsAt: new Date(startedAt + 10 * MINUTE).toISOString() });
    openAsPlayer("/casino", () => summary);
    await screen.findByTestId("header-balance");
    await advance(MINUTE - 1000);
    expect(screen.queryByRole("alertdialog", { name: "Your session time limit is nearly reached" })).toBeNull();
    await advance(1000);
    const warning = await screen.findByRole("alertdialog", { name: "Your session time limit is nearly reached" });
    expect(warning.textContent).toContain("Your session ends in 5 minutes");
    await userEvent.click(within(warning).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog", { name: "Your session time limit is nearly reached" })).toBeNull());

    await advance(5 * MINUTE);
    const notice = await screen.findByRole("dialog", { name: "Session ended" });
    expect(notice.textContent).toContain("Your session time limit was reached");
    expect(useSessionStore.getState()).toMatchObject({ token: null, endReason: "SESSION_EXPIRED" });
  });

  it("reads the session again when new limits reach the cache, and warns by the new limit", async () => {
    let summary = sessionSummary(4);
    const { calls, queryClient } = openAsPlayer("/casino", () => summary);
    await screen.findByTestId("header-balance");
    await waitFor(() => expect(calls("GET", "/api/user/limits/session")).toHaveLength(1));
    summary = { ...summary, limitMinutes: 10, endsAt: new Date(Date.parse(summary.startedAt) + 10 * MINUTE).toISOString() };
    act(() => queryClient.setQueryData(limitsQueryKey, { changed: true }));
    await waitFor(() => expect(calls("GET", "/api/user/limits/session")).toHaveLength(2));
    await advance(MINUTE);
    expect(await screen.findByRole("alertdialog", { name: "Your session time limit is nearly reached" })).toBeTruthy();
  });

  it("neither warns nor ends a session without a limit", async () => {
    openAsPlayer("/casino", () => sessionSummary(4));
    await screen.findByTestId("header-balance");
    await advance(20 * MINUTE);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(useSessionStore.getState().token).toBe("tok");
  });
});

describe("the reality check", () => {
  // Read once: the session's start stays put however often it is read.
  const played = (minutes: number) => {
    const summary = sessionSummary(minutes, { realityCheckMinutes: 15, bet: 20, won: 5, net: -15, rounds: 8 });
    return () => summary;
  };

  it("opens at the interval with the session's time, bet, won and net result, pauses the game, and Continue resumes it", async () => {
    const { calls } = openAsPlayer("/casino", played(14));
    await screen.findByTestId("header-balance");
    expect(screen.getByTestId("game-pause").textContent).toBe("playing");
    const reads = calls("GET", "/api/user/limits/session").length;
    await advance(MINUTE);
    const dialog = await screen.findByRole("alertdialog", { name: "Reality check" });
    expect(dialog.textContent).toContain("You have been playing for 15 minutes");
    expect(dialog.textContent).toContain("€20.00");
    expect(dialog.textContent).toContain("€5.00");
    expect(dialog.textContent).toContain("-€15.00");
    expect(screen.getByTestId("game-pause").textContent).toBe("paused");
    // The figures are read afresh when the check opens.
    await waitFor(() => expect(calls("GET", "/api/user/limits/session").length).toBeGreaterThan(reads));

    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog", { name: "Reality check" })).toBeNull());
    expect(screen.getByTestId("game-pause").textContent).toBe("playing");
    // The next one comes at the next interval of the session, not before.
    await advance(14 * MINUTE);
    expect(screen.queryByRole("alertdialog", { name: "Reality check" })).toBeNull();
    await advance(MINUTE);
    expect(await screen.findByRole("alertdialog", { name: "Reality check" })).toBeTruthy();
  });

  it("Stop playing leaves for the lobby; View history opens the casino history", async () => {
    const { router } = openAsPlayer("/play/book-of-sandbox", played(14));
    await screen.findByTestId("header-balance");
    await advance(MINUTE);
    await userEvent.click(within(await screen.findByRole("alertdialog", { name: "Reality check" })).getByRole("button", { name: "Stop playing" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/casino"));
    expect(screen.getByTestId("game-pause").textContent).toBe("playing");

    await advance(15 * MINUTE);
    await userEvent.click(within(await screen.findByRole("alertdialog", { name: "Reality check" })).getByRole("button", { name: "View history" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/transactions"));
    expect(router.state.location.search).toMatchObject({ view: "casino" });
  });

  it("answered in one tab, is answered in the player's other tabs: each closes its own until the next interval", async () => {
    openAsPlayer("/casino", played(14));
    await screen.findByTestId("header-balance");
    await advance(MINUTE);
    // After the shell's own transport has connected (lazily, at start).
    const tabs = fakeOtherTabs();
    try {
      await userEvent.click(within(await screen.findByRole("alertdialog", { name: "Reality check" })).getByRole("button", { name: "Continue" }));
      const told = () => tabs.sent.filter((message) => message.type === "realityCheck");
      expect(told()).toEqual([{ type: "realityCheck", at: expect.any(Number) }]);

      // 15 minutes on, the check is due here; another tab answers it 30 s later.
      await advance(15 * MINUTE);
      expect(await screen.findByRole("alertdialog", { name: "Reality check" })).toBeTruthy();
      await advance(30_000);
      act(() => tabs.tell({ type: "realityCheck", at: Date.now() }));
      await waitFor(() => expect(screen.queryByRole("alertdialog", { name: "Reality check" })).toBeNull());
      expect(screen.getByTestId("game-pause").textContent).toBe("playing");
      expect(told()).toHaveLength(1);
      // It stays closed until the session's next interval, as after an answer here (later than that, the player's
      // inactivity would end the session in this test).
      await advance(10 * MINUTE);
      expect(screen.queryByRole("alertdialog", { name: "Reality check" })).toBeNull();
    } finally {
      tabs.close();
    }
  });

  it("is not closed by a click outside it", async () => {
    openAsPlayer("/casino", played(14));
    await screen.findByTestId("header-balance");
    await advance(MINUTE);
    const dialog = await screen.findByRole("alertdialog", { name: "Reality check" });
    // A press and a click on the backdrop land on the <dialog> element itself.
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    await advance(1000);
    expect(screen.getByRole("alertdialog", { name: "Reality check" })).toBeTruthy();
    expect(screen.getByTestId("game-pause").textContent).toBe("paused");
  });

  it("stays off when the player chose no interval", async () => {
    const summary = sessionSummary(14);
    openAsPlayer("/casino", () => summary);
    await screen.findByTestId("header-balance");
    await advance(61 * MINUTE);
    expect(screen.queryByRole("alertdialog", { name: "Reality check" })).toBeNull();
  });
});

describe("the away status", () => {
  it("tells the sandbox the player is away after 5 minutes without activity, and present again on activity", async () => {
    const summary = sessionSummary(1);
    const { calls } = openAsPlayer("/casino", () => summary);
    await screen.findByTestId("header-balance");
    await advance(5 * MINUTE + 15_000);
    await waitFor(() => expect(calls("PUT", "/api/user/away-status").map((call) => call.body)).toEqual([{ away: true, mode: "automatic" }]));
    act(() => void window.dispatchEvent(new Event("keydown")));
    await waitFor(() =>
      expect(calls("PUT", "/api/user/away-status").map((call) => call.body)).toEqual([{ away: true, mode: "automatic" }, { away: false }]),
    );
  });

  it("keeps a manual away: activity does not undo the player's own choice", async () => {
    const summary = sessionSummary(1);
    const manual = { away: true, mode: "manual", since: new Date().toISOString(), state: "away", removalAt: null };
    const { calls } = openAsPlayer("/casino", () => summary, { "GET /api/user/away-status": () => ok(manual) });
    await screen.findByTestId("header-balance");
    await waitFor(() => expect(calls("GET", "/api/user/away-status")).toHaveLength(1));
    await advance(6 * MINUTE);
    act(() => void window.dispatchEvent(new Event("keydown")));
    await advance(30_000);
    expect(calls("PUT", "/api/user/away-status")).toEqual([]);
  });
});
