import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { Surface } from "./Surface.tsx";

describe("Surface", () => {
  it("is a div unless told otherwise", () => {
    renderUi(<Surface data-testid="card">Balance</Surface>);
    expect(screen.getByTestId("card").tagName).toBe("DIV");
  });

  it("renders the element asked for with its attributes, so a section stays a named region", () => {
    renderUi(
      <Surface as="section" aria-labelledby="t">
        <h2 id="t">Your profile</h2>
      </Surface>,
    );
    expect(screen.getByRole("region", { name: "Your profile" }).tagName).toBe("SECTION");
  });

  it("keeps a fieldset a group named by its legend", () => {
    renderUi(
      <Surface as="fieldset">
        <legend>Contact</legend>
      </Surface>,
    );
    expect(screen.getByRole("group", { name: "Contact" })).toBeTruthy();
  });

  it("takes its padding as a token, never a class", () => {
    renderUi(
      <>
        <Surface data-testid="lg">A</Surface>
        <Surface data-testid="md" padding="md">
          B
        </Surface>
      </>,
    );
    const lg = screen.getByTestId("lg").className;
    const md = screen.getByTestId("md").className;
    expect(lg).not.toBe(md);
    expect(lg.split(" ")[0]).toBe(md.split(" ")[0]);
  });
});
