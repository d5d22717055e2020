import { act, render, screen, waitFor } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConnectionStore, useConnectionStore } from "../../realtime/connection-store.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";
import { ConnectionBannerDuty } from "./ConnectionBanner.tsx";

function renderBanner() {
  if (!i18n.locale) i18n.loadAndActivate({ locale: "en", messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <label>
        Amount <input defaultValue="" />
      </label>
      <ConnectionBannerDuty />
    </I18nProvider>,
  );
  return screen.getByRole("status");
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? "online" : "offline")));
}

const socket = (...statuses: Array<"connected" | "disconnected">) =>
  act(() => statuses.forEach((status) => useConnectionStore.getState().report(status)));

afterEach(() => {
  resetConnectionStore();
  vi.restoreAllMocks();
  // react-query's online manager heard the offline event too: the next test starts online.
  window.dispatchEvent(new Event("online"));
});

describe("the connection banner", () => {
  it("is an empty polite live region while all is well (a guest, or a live socket)", () => {
    const status = renderBanner();
    expect(status.textContent).toBe("");
    act(() => useConnectionStore.getState().opened());
    socket("connected");
    expect(status.textContent).toBe("");
  });

  it("says the connection is lost while the player's socket is down, and goes when it is back", () => {
    const status = renderBanner();
    act(() => useConnectionStore.getState().opened());
    socket("connected", "disconnected");
    expect(status.textContent).toBe("Connection lost. Reconnecting…");
    socket("connected");
    expect(status.textContent).toBe("");
  });

  it("says the browser is offline (for a guest too), before a lost socket, and keeps what was typed", () => {
    const status = renderBanner();
    const field = screen.getByRole("textbox", { name: "Amount" });
    field.focus();
    (field as HTMLInputElement).value = "25";
    setOnline(false);
    expect(status.textContent).toBe("You are offline. The page updates when your connection is back.");
    act(() => useConnectionStore.getState().opened());
    socket("connected", "disconnected");
    expect(status.textContent).toBe("You are offline. The page updates when your connection is back.");
    setOnline(true);
    expect(status.textContent).toBe("Connection lost. Reconnecting…");
    expect(screen.getByRole("textbox", { name: "Amount" })).toBe(field);
    expect((field as HTMLInputElement).value).toBe("25");
    expect(document.activeElement).toBe(field);
  });

  it("sits in the shell's bottom dock, above the cookie notice, for a guest going offline", async () => {
    startSession(null);
    renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch });
    const notice = await screen.findByRole("region", { name: "Cookie notice" });
    const dock = notice.closest("[data-shell-dock]");
    // The duties load once the page has settled; the live region is there, empty, before anything goes wrong.
    const status = await waitFor(() => {
      const region = dock?.querySelector("[role=status]");
      expect(region?.textContent).toBe("");
      return region!;
    });
    setOnline(false);
    const text = screen.getByText("You are offline. The page updates when your connection is back.");
    expect(status.contains(text)).toBe(true);
    expect(text.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
