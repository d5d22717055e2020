import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { caption } from "./GameTile.css.ts";
import { GameTileSkeleton } from "./GameTileSkeleton.tsx";

describe("GameTileSkeleton", () => {
  it("shimmers its image only; its caption lines are bars of blank text, still", () => {
    const { container } = render(<GameTileSkeleton />);
    const parts = [...container.querySelectorAll("[data-skeleton]")];
    expect(parts.map((part) => [part.getAttribute("data-skeleton"), part.hasAttribute("data-still")])).toEqual([["rect", false]]);
  });

  it("stays still altogether when told (a placeholder below the fold)", () => {
    const { container } = render(<GameTileSkeleton still />);
    expect([...container.querySelectorAll("[data-skeleton]")].map((part) => part.hasAttribute("data-still"))).toEqual([true]);
  });

  it("has the caption of a real tile, name line, break, provider line, so a row of skeletons is as tall as a row of games", () => {
    const { container } = render(<GameTileSkeleton />);
    const lines = container.querySelector(`.${caption}`);
    expect([...(lines?.childNodes ?? [])].map((node) => node.nodeName)).toEqual(["SPAN", "BR", "SPAN"]);
    // Blank but not empty: a line box of the real font's height, not collapsed to nothing.
    expect([...(lines?.querySelectorAll("span") ?? [])].map((line) => /^\u00a0+$/.test(line.textContent ?? ""))).toEqual([true, true]);
  });
});
