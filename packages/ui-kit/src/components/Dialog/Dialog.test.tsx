import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { Dialog, type DialogProps } from "./Dialog.tsx";

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog title="Deposit" {...props} open={open} onClose={() => setOpen(false)}>
        <p>Choose a method</p>
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

function setup(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderUi(<Harness {...props} />);
  const dialog = document.querySelector("dialog")!;
  return { user, dialog, opener: screen.getByRole("button", { name: "Open" }) };
}

const exit = () => act(() => vi.advanceTimersByTime(300));

describe("Dialog", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("opens as a modal, named by its title", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const { user, dialog, opener } = setup();
    expect(dialog.open).toBe(false);
    expect(screen.queryByText("Choose a method")).toBeNull();

    await user.click(opener);

    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    const title = screen.getByRole("heading", { name: "Deposit" });
    expect(dialog.getAttribute("aria-labelledby")).toBe(title.id);
    expect(screen.getByText("Choose a method")).toBeTruthy();
  });

  it("is an alertdialog described by its body when it is an alert", async () => {
    const { user, dialog, opener } = setup({ alert: true });
    await user.click(opener);
    expect(screen.getByRole("alertdialog", { name: "Deposit" })).toBe(dialog);
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toContain("Choose a method");
  });

  it("is a plain dialog without a description otherwise", async () => {
    const { user, dialog, opener } = setup();
    await user.click(opener);
    expect(dialog.getAttribute("role")).toBeNull();
    expect(dialog.hasAttribute("aria-describedby")).toBe(false);
  });

  it("closes on Escape after the 300 ms exit, then returns focus to the opener", async () => {
    const { user, dialog, opener } = setup();
    await user.click(opener);
    screen.getByRole("button", { name: "Inside" }).focus();

    await user.keyboard("{Escape}");

    expect(dialog.hasAttribute("data-closing")).toBe(true);
    act(() => vi.advanceTimersByTime(250));
    expect(dialog.open).toBe(true);
    exit();
    expect(dialog.open).toBe(false);
    expect(screen.queryByText("Choose a method")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes at once when the user prefers reduced motion", async () => {
    const { user, dialog, opener } = setup();
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList,
    );
    await user.click(opener);
    await user.keyboard("{Escape}");
    act(() => vi.advanceTimersByTime(0));
    expect(dialog.open).toBe(false);
  });

  it("closes from its translated close button", async () => {
    const { user, dialog, opener } = setup();
    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Close" }));
    exit();
    expect(dialog.open).toBe(false);
  });

  it("closes on a backdrop click but not on a click inside", async () => {
    const { user, dialog, opener } = setup();
    await user.click(opener);
    await user.click(screen.getByText("Choose a method"));
    exit();
    expect(dialog.open).toBe(true);

    await user.click(dialog);
    exit();
    expect(dialog.open).toBe(false);
  });

  it("ignores a drag that starts inside and ends on the backdrop", async () => {
    const { user, dialog, opener } = setup();
    await user.click(opener);
    fireEvent.pointerDown(screen.getByText("Choose a method"));
    fireEvent.click(dialog);
    exit();
    expect(dialog.open).toBe(true);
  });

  it("keeps open on a backdrop click when disableBackdropClose is set", async () => {
    const { user, dialog, opener } = setup({ disableBackdropClose: true });
    await user.click(opener);
    await user.click(dialog);
    exit();
    expect(dialog.open).toBe(true);
    await user.keyboard("{Escape}");
    exit();
    expect(dialog.open).toBe(false);
  });

  it("locks page scroll while open and restores it after", async () => {
    const { user, opener } = setup();
    document.documentElement.style.overflow = "scroll";
    await user.click(opener);
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    exit();
    expect(document.documentElement.style.overflow).toBe("scroll");
  });
});
