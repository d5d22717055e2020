import { useSearch } from "@tanstack/react-router";
import * as v from "valibot";
import type { PlayMode } from "@casino/domain";

/** `?mode=demo` is play money; no mode (or anything else, e.g. an old link) is real money. */
const DemoSearchSchema = v.object({ mode: v.literal("demo") });

export function parsePlayMode(search: unknown): PlayMode {
  return v.is(DemoSearchSchema, search) ? "demo" : "real";
}

/** The play mode from the URL (the shell's root route keeps every search param). */
export function usePlayMode(): PlayMode {
  return parsePlayMode(useSearch({ strict: false }));
}
