import type { DeepPartial } from "./tokens.ts";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Merges deep-partial overrides onto a full token set, later overrides winning; never mutates its inputs. */
export function mergeTokens<T extends object>(base: T, ...overrides: ReadonlyArray<DeepPartial<T> | undefined>): T {
  let result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const override of overrides) {
    if (!override) continue;
    for (const [key, value] of Object.entries(override)) {
      if (value === undefined) continue;
      const current = result[key];
      result = {
        ...result,
        [key]: isPlainObject(current) && isPlainObject(value) ? mergeTokens(current, value) : value,
      };
    }
  }
  return result as T;
}
