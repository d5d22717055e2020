import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RealtimeStatus } from "@casino/api-client";
import { resetConnectionStore, useConnectionStore } from "./connection-store.ts";
import { useConnectionState } from "./use-connection-state.ts";
import { useRealtimeReconnect } from "./use-realtime-reconnect.ts";

const report = (...statuses: RealtimeStatus[]) => act(() => statuses.forEach((status) => useConnectionStore.getState().report(status)));

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? "online" : "offline")));
}

afterEach(() => {
  resetConnectionStore();
  vi.restoreAllMocks();
  // react-query's online manager heard the offline event too: the next test starts online.
  window.dispatchEvent(new Event("online"));
});

describe("connection store", () => {
  it.each<[string, RealtimeStatus[], string, number]>([
    ["nothing yet", [], "connecting", 0],
    ["a failed first attempt", ["disconnected"], "retrying", 0],
    ["a connect after failed first attempts", ["disconnected", "disconnected", "connected"], "live", 1],
    ["the first connect", ["connected"], "live", 0],
    ["a drop", ["connected", "disconnected"], "lost", 0],
    ["failed retries after a drop", ["connected", "disconnected", "disconnected", "disconnected"], "lost", 0],
    ["a connect after a drop", ["connected", "disconnected", "connected"], "live", 1],
    ["two drops and returns", ["connected", "disconnected", "connected", "disconnected", "connected"], "live", 2],
  ])("after %s the socket is %s with %i reconnect(s)", (_name, statuses, socket, reconnects) => {
    useConnectionStore.getState().opened();
    report(...statuses);
    expect(useConnectionStore.getState()).toMatchObject({ socket, reconnects });
  });

  it("a closed socket (logout) is off, whatever it was", () => {
    useConnectionStore.getState().opened();
    report("connected", "disconnected");
    useConnectionStore.getState().closed();
    expect(useConnectionStore.getState().socket).toBe("off");
  });
});

describe("useConnectionState", () => {
  it("follows the socket and the browser's network", () => {
    const { result } = renderHook(() => useConnectionState());
    expect(result.current).toEqual({ online: true, socketLost: false, stale: false });
    useConnectionStore.getState().opened();
    // Never up yet: the page's data came over HTTP, so nothing shown is stale.
    report("disconnected");
    expect(result.current).toEqual({ online: true, socketLost: false, stale: false });
    report("connected", "disconnected");
    expect(result.current).toEqual({ online: true, socketLost: true, stale: true });
    report("connected");
    expect(result.current).toEqual({ online: true, socketLost: false, stale: false });
    setOnline(false);
    expect(result.current).toEqual({ online: false, socketLost: false, stale: true });
    setOnline(true);
    expect(result.current.stale).toBe(false);
  });
});

describe("useRealtimeReconnect", () => {
  it("runs once per connect after a drop, never at a first connect at the first try", () => {
    const handler = vi.fn();
    renderHook(() => useRealtimeReconnect(handler));
    useConnectionStore.getState().opened();
    report("connected");
    expect(handler).not.toHaveBeenCalled();
    report("disconnected", "disconnected");
    expect(handler).not.toHaveBeenCalled();
    report("connected", "connected");
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("stops when the view goes", () => {
    const handler = vi.fn();
    const { unmount } = renderHook(() => useRealtimeReconnect(handler));
    useConnectionStore.getState().opened();
    report("connected", "disconnected");
    unmount();
    report("connected");
    expect(handler).not.toHaveBeenCalled();
  });
});
