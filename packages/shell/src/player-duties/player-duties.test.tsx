import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../session/session-store.ts";
import { fakeApi, ok, userDetails } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import type { PlayerDutyDefinition } from "./player-duties.tsx";

beforeEach(() => startSession(null));
afterEach(() => startSession(null));

const api = () => fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })) });
const Watcher: PlayerDutyDefinition = { key: "watcher", component: () => <p role="status">Watching the session</p> };
const Broken: PlayerDutyDefinition = {
  key: "broken",
  component: () => {
    throw new Error("broken duty");
  },
};

describe("the features' player duties", () => {
  it("run for a logged-in player on any page and stop at logout", async () => {
    startSession("tok");
    renderApp("/casino", { fetch: api().fetch, playerDuties: [Watcher] });
    expect(await screen.findByText("Watching the session")).toBeTruthy();
    act(() => useSessionStore.getState().clearToken());
    await waitFor(() => expect(screen.queryByText("Watching the session")).toBeNull());
  });

  it("do not run for a guest", async () => {
    renderApp("/", { fetch: api().fetch, playerDuties: [Watcher] });
    expect(await screen.findByRole("link", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByText("Watching the session")).toBeNull();
  });

  it("drop a duty that breaks and keep the page and the other duties", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    startSession("tok");
    renderApp("/", { fetch: api().fetch, playerDuties: [Broken, Watcher] });
    expect(await screen.findByText("Watching the session")).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    log.mockRestore();
  });
});
