import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import type { ModalDefinition } from "./modal-registry.ts";
import { useModal } from "./use-modal.ts";

beforeEach(() => startSession(null));
afterEach(() => {
  startSession(null);
  vi.restoreAllMocks();
});

function Opener() {
  const { open, close } = useModal();
  return (
    <>
      <button type="button" onClick={() => open("note")}>Open note</button>
      <button type="button" onClick={close}>Close from the page</button>
    </>
  );
}
const MODALS: ModalDefinition[] = [{ name: "note", component: ({ close }) => <button type="button" onClick={close}>Done</button>, title: "Note" }];

/** Calls that scroll the window to its top (the router's reset of a deep navigation). */
function watchScrollToTop() {
  const calls: unknown[] = [];
  vi.spyOn(window, "scrollTo").mockImplementation((...args: unknown[]) => {
    const [first, second] = args as [ScrollToOptions | number | undefined, number | undefined];
    const top = typeof first === "object" ? first.top : second;
    if (top === 0) calls.push(args);
  });
  return calls;
}

// Spec §2: "A modal opens with query parameter modal=name using shallow navigation": the page under it stays where
// the player had scrolled it, whether the modal opens from a link (the header's Log in) or from code, and closes.
describe("a modal's shallow navigation", () => {
  it("opens from a ModalLink without scrolling the page to its top", async () => {
    const { router } = renderApp("/casino", { fetch: fakeApi({}).fetch, pages: [{ key: "casino", component: Opener }] });
    const login = await within(await screen.findByRole("banner")).findByRole("link", { name: "Log in" });
    const toTop = watchScrollToTop();
    await userEvent.click(login);
    await waitFor(() => expect((router.state.location.search as Record<string, unknown>)["modal"]).toBe("login"));
    await screen.findByRole("dialog");
    expect(toTop).toEqual([]);
  });

  it("opens from code (useModal) without scrolling the page to its top", async () => {
    renderApp("/casino", { fetch: fakeApi({}).fetch, pages: [{ key: "casino", component: Opener }], modals: MODALS });
    const open = await screen.findByRole("button", { name: "Open note" });
    const toTop = watchScrollToTop();
    await userEvent.click(open);
    await screen.findByRole("dialog");
    expect(toTop).toEqual([]);
  });

  it("closes a modal the address opened (its entry replaced, no step back) without scrolling the page to its top", async () => {
    const { router } = renderApp("/casino?modal=note", { fetch: fakeApi({}).fetch, pages: [{ key: "casino", component: Opener }], modals: MODALS });
    const done = await screen.findByRole("button", { name: "Done" });
    const toTop = watchScrollToTop();
    await userEvent.click(done);
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty("modal"));
    expect(toTop).toEqual([]);
  });
});
