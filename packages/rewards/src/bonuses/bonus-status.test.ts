import { describe, expect, it } from "vitest";
import { bonusDisplayStatus } from "./bonus-status.ts";

describe("bonusDisplayStatus", () => {
  it.each([
    ["pending", 0, "pending"],
    ["active", 0, "active"],
    ["completed", 12.5, "converted"],
    ["completed", 0, "wagered"],
    ["expired", 0, "expired"],
    ["cancelled", 0, "cancelled"],
    ["calendar", 0, "calendar"],
  ] as const)("%s with %d converted reads %s", (status, convertedAmount, expected) => {
    expect(bonusDisplayStatus({ status, convertedAmount })).toBe(expected);
  });
});
