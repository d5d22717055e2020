import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "../../session/session-store.ts";
import { fakeApi, ok, userDetails } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";
import { useSessionEndStore } from "./session-end-store.ts";

beforeEach(() => {
  useSessionEndStore.setState({ notice: null, open: false });
  startSession("tok-1");
});
afterEach(() => startSession(null));

async function startPlayer() {
  const api = fakeApi(dutyRoutes({ "GET /api/user/get-user-details": () => ok(userDetails()) }));
  renderApp("/", { fetch: api.fetch });
  await screen.findByTestId("header-balance");
  return api;
}

const block = (detail: Record<string, unknown>) => act(() => void window.dispatchEvent(new CustomEvent("responsibleGamingBlock", { detail })));

describe("a responsible-gaming block that ends the session", () => {
  it("signs out on a reached session limit and says the session time limit was reached, without a logout call", async () => {
    const api = await startPlayer();
    block({ kind: "sessionLimit", until: null, message: "Session limit reached", reason: "SESSION_EXPIRED" });
    const dialog = await screen.findByRole("dialog", { name: "Session ended" });
    expect(dialog.textContent).toContain("Your session time limit was reached");
    expect(useSessionStore.getState()).toMatchObject({ token: null, endReason: "SESSION_EXPIRED" });
    expect(api.calls.some((call) => call.path === "/api/user/logout")).toBe(false);
    expect(localStorage.getItem("sessionTerminationCause")).toBeNull();
  });

  it("says the account is frozen after a freeze, with a single OK", async () => {
    await startPlayer();
    block({ kind: "freeze", until: "2026-12-01T00:00:00.000Z", message: "Frozen", reason: "ACCOUNT_LOCKED" });
    const dialog = await screen.findByRole("dialog", { name: "Session ended" });
    expect(dialog.textContent).toContain("Your account is frozen");
    expect(screen.getByRole("button", { name: "OK" })).toBeTruthy();
  });

  it("keeps the player logged in on a block without a reason (time-out) and on a malformed one", async () => {
    await startPlayer();
    block({ kind: "timeout", until: "2026-12-01T00:00:00.000Z", message: "Time-out" });
    block({ kind: "sessionLimit", reason: "SESSION_EXPIRED" });
    await waitFor(() => expect(useSessionStore.getState().token).toBe("tok-1"));
    expect(screen.queryByRole("dialog", { name: "Session ended" })).toBeNull();
  });
});
