import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { IconButton } from "./IconButton.tsx";

describe("IconButton", () => {
  it("is named by its label, not by the icon", async () => {
    const onClick = vi.fn();
    renderUi(<IconButton label="Open menu" icon="chevronDown" onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
