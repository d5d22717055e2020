import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store.ts";
import { fakeApi, ok, userDetails } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";
import { useSessionEndStore } from "../session-ended/session-end-store.ts";
import { useActivityStore, useInactivityWarning } from "./activity-store.ts";

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useActivityStore.setState({ lastActivityAt: Date.now() });
  useInactivityWarning.setState({ endsAt: null });
  useSessionEndStore.setState({ notice: null, open: false });
  startSession("tok-1");
});
afterEach(() => {
  vi.useRealTimers();
  startSession(null);
});

async function startQuietPlayer() {
  const api = fakeApi(dutyRoutes({ "GET /api/user/get-user-details": () => ok(userDetails()) }));
  renderApp("/", { fetch: api.fetch });
  await screen.findByTestId("header-balance");
  // No activity from here on: the test's own clicks come only once the warning is open.
  act(() => useActivityStore.setState({ lastActivityAt: Date.now() }));
  return api;
}

const warning = () => screen.findByRole("alertdialog", { name: "Are you still there?" });

describe("the inactivity warning", () => {
  it("opens a minute before the timeout with the time left, read out as it opens; Stay logged in keeps the session", async () => {
    await startQuietPlayer();
    await act(() => vi.advanceTimersByTimeAsync(29 * MINUTE - 1000));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const dialog = await warning();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe(
      "For your security you will be logged out in 60 seconds because you have been inactive.",
    );
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(dialog.textContent).toContain("logged out in 1 second because");

    await userEvent.click(within(dialog).getByRole("button", { name: "Stay logged in" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
    expect(useSessionStore.getState().token).toBe("tok-1");
  });

  it("logs out for inactivity when nobody answers, and the session-ended notice follows", async () => {
    const { calls } = await startQuietPlayer();
    await act(() => vi.advanceTimersByTimeAsync(29 * MINUTE));
    await warning();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(await screen.findByRole("dialog", { name: "Session ended" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(useSessionStore.getState().token).toBeNull();
    expect(calls.find((c) => c.path === "/api/user/logout")?.body).toEqual({ reason: "USER_INACTIVITY_TIMEOUT" });
  });

  it("logs out at once on Log out, as the player's own logout (no notice)", async () => {
    const { calls } = await startQuietPlayer();
    await act(() => vi.advanceTimersByTimeAsync(29 * MINUTE + 5000));
    await userEvent.click(within(await warning()).getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(calls.find((c) => c.path === "/api/user/logout")?.body).toEqual({ reason: "USER_INITIATED" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Session ended" })).toBeNull();
  });
});
