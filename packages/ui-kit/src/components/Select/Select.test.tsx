import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { Select } from "./Select.tsx";

describe("Select", () => {
  it("is a labelled native select with a placeholder option", async () => {
    const ref = createRef<HTMLSelectElement>();
    renderUi(
      <Select label="Currency" placeholder="Choose…" ref={ref} defaultValue="">
        <option value="EUR">Euro</option>
        <option value="TRY">Lira</option>
      </Select>,
    );
    const select = screen.getByRole("combobox", { name: "Currency" });
    expect(ref.current).toBe(select);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose…", "Euro", "Lira"]);
    await userEvent.selectOptions(select, "TRY");
    expect(ref.current?.value).toBe("TRY");
  });

  it("wires its hint and error", () => {
    renderUi(
      <Select label="Country" hint="Where you live" error="Required">
        <option value="DE">Germany</option>
      </Select>,
    );
    const select = screen.getByRole("combobox", { name: "Country" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    const ids = select.getAttribute("aria-describedby")!.split(" ");
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(["Where you live", "Required"]);
  });
});
