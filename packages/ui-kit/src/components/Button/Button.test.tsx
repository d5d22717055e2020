import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { Button } from "./Button.tsx";

describe("Button", () => {
  it("is a plain button that reports clicks", async () => {
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole("button", { name: "Deposit" });
    expect(button.getAttribute("type")).toBe("button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("submits forms when asked to", () => {
    renderUi(<Button type="submit">Log in</Button>);
    expect(screen.getByRole("button").getAttribute("type")).toBe("submit");
  });

  it("while loading is disabled, busy and announced", async () => {
    const onClick = vi.fn();
    const { rerender } = renderUi(
      <Button loading={false} onClick={onClick}>
        Pay
      </Button>,
    );
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");

    rerender(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Pay" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status")).toBe(status);
    expect(status.textContent).toBe("Loading");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("adds no live region to buttons that never load", () => {
    renderUi(<Button>Cancel</Button>);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button").hasAttribute("aria-busy")).toBe(false);
  });

  it("hides its icons from assistive technology", () => {
    renderUi(<Button iconEnd="chevronDown">More</Button>);
    expect(screen.getByRole("button").querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("button", { name: "More" })).toBeTruthy();
  });
});
