import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { TextField } from "./TextField.tsx";

describe("TextField", () => {
  it("labels its input", () => {
    renderUi(<TextField label="Email" type="email" />);
    const input = screen.getByLabelText("Email");
    expect(input.tagName).toBe("INPUT");
    expect(input.getAttribute("type")).toBe("email");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("describes the input by its hint and error and marks it invalid", () => {
    renderUi(<TextField label="Password" hint="At least 6 characters" error="Too short" />);
    const input = screen.getByLabelText("Password");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const ids = input.getAttribute("aria-describedby")!.split(" ");
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(["At least 6 characters", "Too short"]);
  });

  it("keeps a caller's aria-describedby first", () => {
    renderUi(
      <>
        <p id="rules">Rules</p>
        <TextField label="Code" aria-describedby="rules" error="Wrong code" />
      </>,
    );
    const ids = screen.getByLabelText("Code").getAttribute("aria-describedby")!.split(" ");
    expect(ids[0]).toBe("rules");
    expect(ids).toHaveLength(2);
  });

  it("forwards ref, name and handlers the way react-hook-form's register() passes them", async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    renderUi(<TextField label="Nickname" name="nickname" ref={ref} onChange={onChange} onBlur={onBlur} />);
    expect(ref.current).toBe(screen.getByLabelText("Nickname"));
    expect(ref.current?.name).toBe("nickname");
    await userEvent.type(ref.current!, "ace");
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(ref.current?.value).toBe("ace");
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it("uses a given id", () => {
    renderUi(<TextField label="City" id="city" hint="As on your ID" />);
    const input = screen.getByLabelText("City");
    expect(input.id).toBe("city");
    expect(input.getAttribute("aria-describedby")).toBe("city-hint");
  });
});
