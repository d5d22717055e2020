import type { Limits } from "@casino/api-client";
import { limitsOf } from "../limits/limits-fixtures.ts";

/** A player's limits read with nothing set, in UTC (the fields the pages read; override what a test needs). */
export function someLimits(overrides: Partial<Limits> = {}): Limits {
  return limitsOf({}, { limits: [], timeZone: "UTC", ...overrides });
}
