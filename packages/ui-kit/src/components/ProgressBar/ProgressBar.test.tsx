import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { ProgressBar } from "./ProgressBar.tsx";

describe("ProgressBar", () => {
  it("exposes a named progressbar with its value", () => {
    renderUi(<ProgressBar label="Wagering" value={40} />);
    const bar = screen.getByRole("progressbar", { name: "Wagering" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(screen.getByText("40%")).toBeTruthy();
  });

  it.each([
    [-5, "0"],
    [250, "200"],
  ])("clamps %s into the range", (value, now) => {
    renderUi(<ProgressBar label="VIP level" value={value} max={200} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe(now);
  });

  it("reads a value text when given one", () => {
    renderUi(<ProgressBar label="Bonus" value={3} max={5} valueText="3 of 5 days" hideLabel />);
    const bar = screen.getByRole("progressbar", { name: "Bonus" });
    expect(bar.getAttribute("aria-valuetext")).toBe("3 of 5 days");
  });

  it("leaves out the value while indeterminate", () => {
    renderUi(<ProgressBar label="Loading games" />);
    const bar = screen.getByRole("progressbar", { name: "Loading games" });
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
    expect(bar.hasAttribute("aria-valuetext")).toBe(false);
  });
});
