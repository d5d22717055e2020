import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { Dialog } from "./Dialog.tsx";

const exit = () => act(() => vi.advanceTimersByTime(300));

describe("useModalDialog through Dialog", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tells its owner when the browser closes it by itself", async () => {
    const onClose = vi.fn();
    renderUi(
      <Dialog open onClose={onClose} title="Session ended">
        Bye
      </Dialog>,
    );
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    act(() => dialog.close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("ignores a close event that arrives after it was opened again (a queued close of its exit)", () => {
    const onClose = vi.fn();
    const { rerender } = renderUi(
      <Dialog open onClose={onClose} title="Are you still there?">
        Still here?
      </Dialog>,
    );
    const dialog = document.querySelector("dialog")!;
    rerender(
      <Dialog open={false} onClose={onClose} title="Are you still there?">
        Still here?
      </Dialog>,
    );
    rerender(
      <Dialog open onClose={onClose} title="Are you still there?">
        Still here?
      </Dialog>,
    );
    // The exit's close() ran, then showModal() of the reopening, and only then the browser's queued close event.
    act(() => {
      dialog.dispatchEvent(new Event("close"));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    expect(screen.getByText("Still here?")).toBeTruthy();
    expect(document.documentElement.style.overflow).toBe("hidden");
  });

  it("releases the scroll lock when unmounted while open", () => {
    const { unmount } = renderUi(
      <Dialog open onClose={() => {}} title="Promo">
        Hi
      </Dialog>,
    );
    expect(document.documentElement.style.overflow).toBe("hidden");
    unmount();
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("stays open if reopened during its exit", async () => {
    function Flip() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen((value) => !value)}>
            Toggle
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Flip" />
        </>
      );
    }
    renderUi(<Flip />);
    const dialog = document.querySelector("dialog")!;
    const toggle = screen.getByRole("button", { name: "Toggle", hidden: true });
    act(() => toggle.click());
    act(() => vi.advanceTimersByTime(100));
    act(() => toggle.click());
    exit();
    expect(dialog.open).toBe(true);
    expect(dialog.hasAttribute("data-closing")).toBe(false);
  });
});
