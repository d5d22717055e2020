import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { IconButton } from "./IconButton.tsx";

describe("IconButton", () => {
  it("is named by its label, not by the icon, which CSS draws (nothing inside the button)", async () => {
    const onClick = vi.fn();
    renderUi(<IconButton label="Open menu" icon="chevronDown" onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button.childNodes).toHaveLength(0);
    expect(button.getAttribute("title")).toBe("Open menu");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("draws each icon with its own class, and a large button a larger glyph", () => {
    const { rerender } = renderUi(<IconButton label="Stats" icon="info" />);
    const button = screen.getByRole("button", { name: "Stats" });
    const info = button.className;
    rerender(<IconButton label="Stats" icon="close" />);
    const close = button.className;
    expect(close).not.toBe(info);
    rerender(<IconButton label="Stats" icon="close" size="lg" />);
    const large = button.className.split(" ");
    const medium = close.split(" ");
    expect(large.filter((name) => !medium.includes(name)).length).toBeGreaterThan(1);
  });

  it("draws a glyph as hidden text, named by its label, without an icon's classes", () => {
    const { rerender } = renderUi(<IconButton label="Stats" icon="info" />);
    const button = screen.getByRole("button", { name: "Stats" });
    const icon = button.className.split(" ");
    rerender(<IconButton label="Stats" glyph="i" />);
    const glyph = button.className.split(" ");
    expect(button.textContent).toBe("i");
    expect(button.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    expect(icon.filter((name) => !glyph.includes(name)).length).toBeGreaterThan(0);
  });
});
