import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConnectionStore, useConnectionStore } from "../realtime/connection-store.ts";
import { fakeApi, ok, userDetails } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";

beforeEach(() => startSession("tok-1"));
afterEach(() => {
  startSession(null);
  resetConnectionStore();
  vi.restoreAllMocks();
  // react-query's online manager heard the offline event too: the next test starts online.
  window.dispatchEvent(new Event("online"));
});

const STALE = "Balance may be out of date";

async function headerBalance(brand: Record<string, unknown>) {
  const { fetch } = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 80 })) });
  renderApp("/", { fetch, brand });
  const banner = await screen.findByRole("banner");
  await waitFor(() => expect(within(banner).getByTestId("header-balance").textContent).toContain("€80.00"));
  return within(banner).getByTestId("header-balance");
}

const dropSocket = () =>
  act(() => {
    const store = useConnectionStore.getState();
    store.opened();
    store.report("connected");
    store.report("disconnected");
  });

describe("the header balance while the connection is down", () => {
  it("is marked as possibly out of date while the socket is lost, and no longer once it is back", async () => {
    const balance = await headerBalance({});
    expect(balance.textContent).not.toContain(STALE);
    dropSocket();
    expect(within(balance).getByText(STALE)).toBeTruthy();
    expect(balance.querySelector("svg[aria-hidden=true]")).not.toBeNull();
    expect(balance.textContent).toContain("€80.00");
    act(() => useConnectionStore.getState().report("connected"));
    expect(within(balance).queryByText(STALE)).toBeNull();
    expect(balance.querySelector("svg")).toBeNull();
  });

  it("is marked while the browser is offline", async () => {
    const balance = await headerBalance({});
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(within(balance).getByText(STALE)).toBeTruthy();
  });

  it("with several wallets, the button is described as possibly out of date (its name stays)", async () => {
    const balance = await headerBalance({ useMultiWallet: true });
    expect(balance.getAttribute("aria-describedby")).toBeNull();
    dropSocket();
    const button = screen.getByRole("button", { name: "Balance €80.00: show wallets" });
    expect(button).toBe(balance);
    const note = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(note?.textContent).toBe(STALE);
  });
});
