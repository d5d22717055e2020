import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Box } from "./Box.tsx";
import { Stack } from "./Stack.tsx";

describe("Box", () => {
  it("renders the requested element and turns tokens into classes, not attributes", () => {
    render(
      <Box as="section" id="promo" aria-label="Promotions" padding="md" display={{ mobile: "block", tablet: "flex" }}>
        Hi
      </Box>,
    );
    const section = screen.getByRole("region", { name: "Promotions" });
    expect(section.tagName).toBe("SECTION");
    expect(section.id).toBe("promo");
    expect(section.className).not.toBe("");
    expect(section.hasAttribute("padding")).toBe(false);
    expect(section.hasAttribute("display")).toBe(false);
  });

  it("stacks children in a list element when asked", () => {
    render(
      <Stack as="ul" gap="sm">
        <li>a</li>
      </Stack>,
    );
    expect(screen.getByRole("list").tagName).toBe("UL");
  });
});
