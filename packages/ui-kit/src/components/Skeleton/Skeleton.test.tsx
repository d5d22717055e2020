import { describe, expect, it } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { Skeleton } from "./Skeleton.tsx";

describe("Skeleton", () => {
  it.each(["text", "rect", "circle"] as const)("%s is hidden from assistive technology", (shape) => {
    const { container } = renderUi(<Skeleton shape={shape} />);
    const root = container.firstElementChild!;
    expect(root.getAttribute("aria-hidden")).toBe("true");
    expect(root.getAttribute("data-skeleton")).toBe(shape);
  });

  it("shimmers unless told to stay still, and a still one carries another class than a shimmering one", () => {
    const { container } = renderUi(
      <>
        <Skeleton shape="rect" />
        <Skeleton shape="rect" still />
      </>,
    );
    const [moving, still] = [...container.children] as HTMLElement[];
    expect(moving!.hasAttribute("data-still")).toBe(false);
    expect(still!.hasAttribute("data-still")).toBe(true);
    expect(still!.className).not.toBe(moving!.className);
  });

  it("draws paragraph lines with a shorter last line", () => {
    const { container } = renderUi(<Skeleton lines={3} />);
    const lines = [...container.firstElementChild!.children] as HTMLElement[];
    expect(lines).toHaveLength(3);
    expect(lines[2]!.getAttribute("style")).toContain("60%");
    expect(lines[0]!.getAttribute("style")).toContain("100%");
  });
});
