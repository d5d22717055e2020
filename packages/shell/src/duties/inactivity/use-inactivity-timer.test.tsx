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
import { markActivity } from "./activity-store.ts";
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
  markActivity();
  startSession("tok-1");
  useSessionEndStore.setState({ notice: null, open: false });
});
afterEach(() => {
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
});
