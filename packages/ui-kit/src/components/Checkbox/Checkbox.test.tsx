import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { Checkbox } from "./Checkbox.tsx";

describe("Checkbox", () => {
  it("takes rich content as its label and toggles from it", async () => {
    renderUi(
      <Checkbox
        label={
          <>
            I accept the <a href="/terms-and-conditions">terms</a>
          </>
        }
      />,
    );
    const box = screen.getByRole("checkbox", { name: "I accept the terms" }) as HTMLInputElement;
    expect(screen.getByRole("link", { name: "terms" }).getAttribute("href")).toBe("/terms-and-conditions");
    await userEvent.click(screen.getByText(/I accept the/));
    expect(box.checked).toBe(true);
  });

  it("marks itself invalid and is described by its error", () => {
    renderUi(<Checkbox label="I am over 18" error="You must be over 18" />);
    const box = screen.getByRole("checkbox", { name: "I am over 18" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    const errorId = box.getAttribute("aria-describedby")!;
    expect(document.getElementById(errorId)?.textContent).toBe("You must be over 18");
  });

  it("has no description when there is nothing to say", () => {
    renderUi(<Checkbox label="Newsletter" />);
    const box = screen.getByRole("checkbox", { name: "Newsletter" });
    expect(box.hasAttribute("aria-describedby")).toBe(false);
    expect(box.hasAttribute("aria-invalid")).toBe(false);
  });
});
