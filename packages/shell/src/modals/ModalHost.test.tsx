import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Trans } from "@lingui/react/macro";
import { fakeApi } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import type { ModalComponentProps, ModalDefinition } from "./modal-registry.ts";
import { SPEC_MODAL_NAMES } from "./modal-registry.ts";
import { useModal } from "./use-modal.ts";

const api = () => fakeApi({}).fetch;

function DepositFailed({ params, close }: ModalComponentProps) {
  return (
    <div>
      <p>Paid with {params["method"]}</p>
      <button type="button" onClick={close}>
        <Trans>Done</Trans>
      </button>
    </div>
  );
}

function Opener() {
  const { open } = useModal();
  return (
    <button type="button" onClick={() => open("deposit-failed", { method: "card" })}>
      Open failed deposit
    </button>
  );
}

const FEATURE_MODALS: ModalDefinition[] = [
  { name: "deposit-failed", component: DepositFailed, title: "Deposit failed", params: ["method"] },
  { name: "locked", component: () => <p>Stay a while</p>, title: "Locked", disableBackdropClose: true },
];
const PAGES = [{ key: "casino", component: Opener }];

const search = (router: ReturnType<typeof renderApp>["router"]) => router.state.location.search as Record<string, unknown>;
const dialog = () => screen.findByRole("dialog");

beforeEach(() => startSession(null));
afterEach(() => startSession(null));

describe("the modal host", () => {
  it("opens the modal named in the URL over the page, with a coming-soon body until a feature fills it", async () => {
    renderApp("/?modal=login", { fetch: api() });
    const modal = await dialog();
    expect(within(modal).getByRole("heading", { name: "Log in" })).toBeTruthy();
    expect(await within(modal).findByText(/coming soon/i)).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
  });

  it("registers every modal name of spec §2", async () => {
    for (const name of SPEC_MODAL_NAMES) {
      const { unmount } = renderApp(`/?modal=${name}`, { fetch: api() });
      expect(await dialog()).toBeTruthy();
      unmount();
    }
  });

  it("ignores an unknown name", async () => {
    renderApp("/?modal=no-such-modal", { fetch: api() });
    await screen.findByRole("banner");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on Escape, removing modal and its own parameters and keeping the others", async () => {
    const { router } = renderApp("/casino?modal=deposit-failed&method=card&cpnc=spring", { fetch: api(), modals: FEATURE_MODALS });
    expect(await screen.findByText("Paid with card")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(search(router)).toEqual({ cpnc: "spring" }));
    expect(router.state.location.pathname).toBe("/casino");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes on a backdrop click unless the modal disables it", async () => {
    const { router } = renderApp("/?modal=login&x=1", { fetch: api(), modals: FEATURE_MODALS });
    const modal = await dialog();
    await userEvent.click(modal);
    await waitFor(() => expect(search(router)).toEqual({ x: 1 }));

    await act(() => router.navigate({ to: "/", search: { modal: "locked" } }));
    const locked = await screen.findByRole("dialog");
    await userEvent.click(locked);
    expect(search(router)["modal"]).toBe("locked");
  });

  it("opens by shallow navigation that pushes history: Back closes it, and its close button goes back too", async () => {
    const { router, history } = renderApp("/casino?cpnc=spring", { fetch: api(), modals: FEATURE_MODALS, pages: PAGES });
    await userEvent.click(await screen.findByRole("button", { name: "Open failed deposit" }));
    expect(await screen.findByText("Paid with card")).toBeTruthy();
    expect(search(router)).toEqual({ cpnc: "spring", method: "card", modal: "deposit-failed" });
    expect(history.length).toBe(2);

    act(() => history.back());
    await waitFor(() => expect(search(router)).toEqual({ cpnc: "spring" }));

    act(() => history.forward());
    await userEvent.click(await screen.findByRole("button", { name: "Done" }));
    await waitFor(() => expect(search(router)).toEqual({ cpnc: "spring" }));
    expect(history.location.pathname).toBe("/casino");
  });

  it("opens from a ModalLink (the header's Log in), plays the exit and returns focus to the link", async () => {
    const { router } = renderApp("/", { fetch: api() });
    const link = await within(await screen.findByRole("banner")).findByRole("link", { name: "Log in" });
    expect(link.getAttribute("href")).toBe("/?modal=login");
    link.focus();
    await userEvent.click(link);
    const modal = await dialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(search(router)["modal"]).toBeUndefined());
    // The body stays for the 300 ms exit animation, then the dialog closes and the opener gets focus back.
    expect(modal.hasAttribute("data-closing")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it("lets a feature replace a spec modal by name", async () => {
    renderApp("/?modal=deposit-failed&method=crypto", { fetch: api(), modals: FEATURE_MODALS });
    expect(await screen.findByText("Paid with crypto")).toBeTruthy();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it("locks page scroll while open", async () => {
    renderApp("/?modal=login", { fetch: api() });
    await dialog();
    await waitFor(() => expect(document.body.style.overflow || document.documentElement.style.overflow).toBe("hidden"));
  });
});
