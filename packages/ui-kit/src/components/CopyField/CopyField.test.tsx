import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { CopyField } from "./CopyField.tsx";

const ADDRESS = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";
const LINK = "https://casino.example/?ref=AB12CD34EF";
const REFUSED = "Could not read the clipboard. The text is selected: copy it with your device's copy command.";

/** After userEvent.setup(), which puts its own clipboard on the navigator. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, "clipboard", { value: { writeText: spy }, configurable: true });
  return spy;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "share");
  Reflect.deleteProperty(navigator, "canShare");
});

describe("CopyField", () => {
  it("shows the value read-only and copies it, named after its label, then says Copied in a status line", async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard(() => Promise.resolve());
    renderUi(<CopyField label="Top-up address" value={ADDRESS} />);
    const field = screen.getByRole("textbox", { name: "Top-up address" }) as HTMLInputElement;
    expect(field.value).toBe(ADDRESS);
    expect(field.readOnly).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("");

    const copy = screen.getByRole("button", { name: "Copy Top-up address" });
    expect(copy.textContent).toBe("Copy");
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Copied"));
  });

  it("says Copy link and Link copied for a link", async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard(() => Promise.resolve());
    renderUi(<CopyField label="Referral link" value={LINK} kind="link" />);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Link copied to the clipboard."));
  });

  it.each([
    ["refuses", () => stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")))],
    ["is missing", () => Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true })],
  ])("when the clipboard %s, says so (spec §8) and leaves the value focused and selected", async (_, breakClipboard) => {
    const user = userEvent.setup();
    breakClipboard();
    renderUi(
      <>
        <button type="button">elsewhere</button>
        <CopyField label="IBAN" value="MT84MALT011000012345MTLCAST001S" />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Copy IBAN" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(REFUSED));
    const field = screen.getByRole("textbox", { name: "IBAN" }) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it("forgets the outcome when the value changes", async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.resolve());
    const { rerender } = renderUi(<CopyField label="Top-up address" value={ADDRESS} />);
    await user.click(screen.getByRole("button", { name: "Copy Top-up address" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Copied"));
    rerender(<CopyField label="Top-up address" value="TNewAddress" />);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("offers Share only when asked and the device has a share sheet, and shares the value as the url", async () => {
    const user = userEvent.setup();
    const { unmount } = renderUi(<CopyField label="Referral link" value={LINK} kind="link" share={{ title: "Casino" }} />);
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    unmount();

    const share = vi.fn(() => Promise.reject(new DOMException("closed", "AbortError")));
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const withoutShare = renderUi(<CopyField label="IBAN" value="MT84" />);
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    withoutShare.unmount();

    renderUi(<CopyField label="Referral link" value={LINK} kind="link" share={{ title: "Casino", text: "Join me" }} />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({ title: "Casino", text: "Join me", url: LINK });
    // Closing the sheet is no failure.
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("leaves Share out when the device refuses the data", () => {
    Object.defineProperty(navigator, "share", { value: vi.fn(), configurable: true });
    Object.defineProperty(navigator, "canShare", { value: () => false, configurable: true });
    renderUi(<CopyField label="Referral link" value={LINK} kind="link" share={{ title: "Casino" }} />);
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
  });
});
