import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { historyFilterFormSchema, historyFilterFormValues, historyFiltersOf } from "./history-filter-form.ts";

const problems = (input: Record<string, string>) => {
  const result = v.safeParse(historyFilterFormSchema, { from: "", to: "", type: "", status: "", ...input });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? "form", issue.message]));
};

describe("history filter form", () => {
  it.each([
    [{}, {}],
    [{ from: "2026-11-01" }, {}],
    [{ to: "2026-11-01" }, {}],
    [{ from: "2026-11-01", to: "2026-11-01" }, {}],
    [{ from: "2026-11-01", to: "2026-11-22" }, {}],
    [{ from: "2026-11-22", to: "2026-11-01" }, { to: "fromAfterTo" }],
    [{ from: "2026-02-30" }, { from: "invalidDate" }],
    [{ to: "tomorrow" }, { to: "invalidDate" }],
  ])("%j -> %j", (input, expected) => expect(problems(input)).toEqual(expected));

  it("maps between URL filters and form values", () => {
    expect(historyFilterFormValues({ from: "2026-11-01", type: "deposit" })).toEqual({ from: "2026-11-01", to: "", type: "deposit", status: "" });
    expect(historyFiltersOf({ from: "", to: "2026-11-22", type: "", status: "pending" })).toEqual({
      from: undefined,
      to: "2026-11-22",
      type: undefined,
      status: "pending",
    });
  });
});
