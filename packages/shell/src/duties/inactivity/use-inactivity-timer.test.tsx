import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseAppSettings } from "@casino/domain";
import { configureShellApiClient } from "../../api/configure-api.ts";
import { useSessionStore } from "../../session/session-store.ts";
import { SettingsProvider } from "../../settings/settings-context.tsx";
import { fakeApi } from "../../test/fake-api.ts";
import { startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";
import { useSessionEndStore } from "../session-ended/session-end-store.ts";
import { startTabChannel, TAB_MESSAGE_STORAGE_KEY } from "../../tabs/tab-channel.ts";
import { shareActivity, useActivityStore, useInactivityWarning } from "./activity-store.ts";
import { useAwayState } from "./use-away-state.ts";
import { useInactivityTimer } from "./use-inactivity-timer.ts";

const MINUTE = 60_000;

let away = "";
function Probe() {
  useInactivityTimer();
  away = useAwayState();
  return null;
}

function start(brand: Record<string, unknown> = {}) {
  const settings = parseAppSettings(brand);
  const api = fakeApi(dutyRoutes());
  configureShellApiClient(settings, { fetch: api.fetch });
  render(
    <SettingsProvider settings={settings}>
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>
    </SettingsProvider>,
  );
  return api;
}

const loggedIn = () => useSessionStore.getState().token !== null;

beforeEach(() => {
  vi.useFakeTimers();
  useActivityStore.setState({ lastActivityAt: Date.now() });
  useInactivityWarning.setState({ endsAt: null });
  startSession("tok-1");
  useSessionEndStore.setState({ notice: null, open: false });
});
let leaveChannel = () => {};
afterEach(() => {
  leaveChannel();
  vi.useRealTimers();
  startSession(null);
});

describe("the inactivity timer", () => {
  it("logs out with USER_INACTIVITY_TIMEOUT after 30 quiet minutes and opens the notice", async () => {
    const { calls } = start();
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE - 1000));
    expect(loggedIn()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(loggedIn()).toBe(false);
    expect(calls.find((c) => c.path === "/api/user/logout")?.body).toEqual({ reason: "USER_INACTIVITY_TIMEOUT" });
    expect(useSessionEndStore.getState()).toMatchObject({ open: true, notice: { reason: "USER_INACTIVITY_TIMEOUT", text: "inactivity" } });
  });

  it.each(["mouseMove", "keyDown", "scroll", "touchStart", "click", "focus"] as const)("starts again on %s", async (event) => {
    start();
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
    act(() => {
      fireEvent[event](event === "focus" || event === "scroll" ? document.body : window);
    });
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
    expect(loggedIn()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    expect(loggedIn()).toBe(false);
  });

  it.each([
    [5, 5],
    [1, 30],
    [0, 30],
  ])("uses the brand's %s minutes as %s minutes", async (setting, minutes) => {
    start({ inactivitySessionTimeout: setting });
    await act(() => vi.advanceTimersByTimeAsync(minutes * MINUTE - 1000));
    expect(loggedIn()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(loggedIn()).toBe(false);
  });

  it("does nothing for a guest", async () => {
    startSession(null);
    const { calls } = start();
    await act(() => vi.advanceTimersByTimeAsync(60 * MINUTE));
    expect(calls.some((c) => c.path === "/api/user/logout")).toBe(false);
    expect(useSessionEndStore.getState().open).toBe(false);
  });

  it("marks the player away after 5 quiet minutes", async () => {
    start({ inactivitySessionTimeout: 60 });
    act(() => {
      fireEvent.mouseMove(window);
    });
    expect(away).toBe("present");
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE + 15_000));
    expect(away).toBe("away");
  });

  it("warns a minute before the timeout; moving the mouse then does not extend, Stay logged in does", async () => {
    start();
    await act(() => vi.advanceTimersByTimeAsync(29 * MINUTE - 1000));
    expect(useInactivityWarning.getState().endsAt).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(useInactivityWarning.getState().endsAt).toBe(Date.now() + MINUTE);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    act(() => {
      fireEvent.mouseMove(window);
      fireEvent.keyDown(window);
    });
    expect(useInactivityWarning.getState().endsAt).not.toBeNull();

    act(() => shareActivity());
    expect(useInactivityWarning.getState().endsAt).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(29 * MINUTE - 1000));
    expect(loggedIn()).toBe(true);
    expect(useInactivityWarning.getState().endsAt).toBeNull();
  });

  it("logs out at the timeout when the warning gets no answer, and closes the warning", async () => {
    start();
    await act(() => vi.advanceTimersByTimeAsync(29 * MINUTE));
    expect(useInactivityWarning.getState().endsAt).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(loggedIn()).toBe(false);
    expect(useInactivityWarning.getState().endsAt).toBeNull();
    expect(useSessionEndStore.getState().notice?.text).toBe("inactivity");
  });

  describe("across tabs", () => {
    const key = `${TAB_MESSAGE_STORAGE_KEY}:timer-test`;
    const fromOtherTab = (message: unknown) =>
      act(() => {
        window.dispatchEvent(new StorageEvent("storage", { key, newValue: JSON.stringify({ message, nonce: Math.random() }) }));
      });

    it("counts another tab's activity, so a player active there is not logged out here", async () => {
      leaveChannel = startTabChannel({ name: "timer-test", broadcast: false });
      start();
      await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
      fromOtherTab({ type: "activity", at: Date.now() });
      await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
      expect(loggedIn()).toBe(true);
      // An older activity of a slow tab does not move the deadline back.
      fromOtherTab({ type: "activity", at: Date.now() - 25 * MINUTE });
      await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
      expect(loggedIn()).toBe(false);
    });

    it("closes the warning when Stay logged in is chosen in another tab", async () => {
      leaveChannel = startTabChannel({ name: "timer-test", broadcast: false });
      start();
      await act(() => vi.advanceTimersByTimeAsync(29 * MINUTE + 10_000));
      expect(useInactivityWarning.getState().endsAt).not.toBeNull();
      fromOtherTab({ type: "activity", at: Date.now() });
      expect(useInactivityWarning.getState().endsAt).toBeNull();
    });

    it("tells the other tabs of activity here, at most once a second", async () => {
      leaveChannel = startTabChannel({ name: "timer-test", broadcast: false });
      const written = vi.spyOn(window.localStorage, "setItem");
      start();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      act(() => {
        fireEvent.mouseMove(window);
        fireEvent.mouseMove(window);
        fireEvent.keyDown(window);
      });
      const told = written.mock.calls.filter(([name]) => name === key).map(([, value]) => (JSON.parse(value) as { message: unknown }).message);
      expect(told).toEqual([{ type: "activity", at: Date.now() }]);
      written.mockRestore();
    });
  });
});
