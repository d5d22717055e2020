import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh store module, as at the start of a visit. */
async function freshStore() {
  vi.resetModules();
  return (await import("./nav-store.ts")).useNavStore;
}

afterEach(() => localStorage.clear());

describe("the navigation store", () => {
  it.each([
    ['{"state":{"panelCollapsed":true},"version":0}', true],
    ['{"state":{"panelCollapsed":false},"version":0}', false],
    ["not json", false],
    [null, false],
  ])("starts a visit with the panel folded as stored (%s: %s)", async (stored, collapsed) => {
    if (stored !== null) localStorage.setItem("navPanel", stored);
    expect((await freshStore()).getState().panelCollapsed).toBe(collapsed);
  });

  it("stores the fold in the persist middleware's format, and never the drawer", async () => {
    const store = await freshStore();
    store.getState().setDrawerOpen(true);
    store.getState().togglePanel();
    expect(JSON.parse(localStorage.getItem("navPanel") ?? "null")).toEqual({ state: { panelCollapsed: true }, version: 0 });
    expect((await freshStore()).getState()).toMatchObject({ panelCollapsed: true, drawerOpen: false });
  });
});
