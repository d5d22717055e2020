import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";
import { recordSessionEnd, useSessionEndStore } from "./session-end-store.ts";

beforeEach(() => {
  startSession(null);
  useSessionEndStore.setState({ notice: null, open: false });
});

const store = (reason: string | null, time: string | null = "2026-03-10T12:00:00.000Z") => {
  if (reason !== null) localStorage.setItem("sessionTerminationReason", reason);
  if (time !== null) localStorage.setItem("sessionTerminationTime", time);
};

describe("the session-ended notice", () => {
  it("shows the inactivity text once, with Log in and Close, and clears what was stored", async () => {
    store("USER_INACTIVITY_TIMEOUT");
    const { router } = renderApp("/casino", { fetch: fakeApi(dutyRoutes()).fetch });
    const dialog = await screen.findByRole("dialog", { name: "Session ended" });
    expect(dialog.textContent).toContain("inactive for too long");
    expect(localStorage.getItem("sessionTerminationReason")).toBeNull();
    expect(localStorage.getItem("sessionTerminationTime")).toBeNull();
    expect(within(dialog).getAllByRole("button", { name: "Close" })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ modal: "login" }));
  });

  it.each([
    ["SESSION_EXPIRED", "Your session has ended", ["Close", "Close", "Log in"]],
    ["USER_INITIATED", "Your session has ended", ["Close", "Close", "Log in"]],
    ["ACCOUNT_LOCKED", "Your session has ended", ["Close", "OK"]],
    ["SYSTEM_MAINTENANCE", "Your session has ended", ["Close", "OK"]],
  ])("shows the generic text for %s", async (reason, text, buttons) => {
    store(reason);
    renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch });
    const dialog = await screen.findByRole("dialog", { name: "Session ended" });
    expect(dialog.textContent).toContain(text);
    expect(within(dialog).getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual(buttons);
  });

  it("closes with OK", async () => {
    store("ACCOUNT_LOCKED");
    renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch });
    await userEvent.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Session ended" })).toBeNull());
  });

  it.each([
    ["nothing is stored", null, null],
    ["only a reason is stored", "USER_INACTIVITY_TIMEOUT", null],
    ["only a time is stored", null, "2026-03-10T12:00:00.000Z"],
  ])("stays away when %s", async (_, reason, time) => {
    store(reason, time);
    renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch });
    await screen.findByRole("banner");
    expect(screen.queryByRole("dialog", { name: "Session ended" })).toBeNull();
  });

  it("opens at once when a session end is recorded on the page", async () => {
    renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch });
    await screen.findByRole("banner");
    act(() => recordSessionEnd("USER_INACTIVITY_TIMEOUT"));
    expect((await screen.findByRole("dialog", { name: "Session ended" })).textContent).toContain("inactive");
    expect(localStorage.getItem("sessionTerminationReason")).toBeNull();
  });
});
