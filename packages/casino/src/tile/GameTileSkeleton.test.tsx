import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GameTileSkeleton } from "./GameTileSkeleton.tsx";

describe("GameTileSkeleton", () => {
  it("shimmers its image only: the name and provider lines stay still (a third of the animations per tile)", () => {
    const { container } = render(<GameTileSkeleton />);
    const parts = [...container.querySelectorAll("[data-skeleton]")];
    expect(parts.map((part) => part.getAttribute("data-skeleton"))).toEqual(["rect", "text", "text"]);
    expect(parts.map((part) => part.hasAttribute("data-still"))).toEqual([false, true, true]);
  });

  it("stays still altogether when told (a placeholder below the fold)", () => {
    const { container } = render(<GameTileSkeleton still />);
    const parts = [...container.querySelectorAll("[data-skeleton]")];
    expect(parts.map((part) => part.hasAttribute("data-still"))).toEqual([true, true, true]);
  });
});
