import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useMedia } from "./use-media.ts";

function Probe() {
  return <p>{useMedia("menu") ? "menu" : "full"}</p>;
}

describe("useMedia", () => {
  it("follows the theme's media query as it changes", () => {
    let matches = true;
    const listeners = new Set<() => void>();
    const matchMedia = vi.spyOn(window, "matchMedia").mockImplementation(
      (query) =>
        ({
          media: query,
          get matches() {
            return matches;
          },
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    render(<Probe />);
    expect(matchMedia).toHaveBeenCalledWith("(max-width: 1450px)");
    expect(screen.getByText("menu")).toBeTruthy();
    matches = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText("full")).toBeTruthy();
  });
});
