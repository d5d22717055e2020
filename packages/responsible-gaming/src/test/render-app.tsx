import type { FakeRoute, OpenFeatureOptions } from "@casino/shell/test-support";
import { openFeature } from "@casino/shell/test-support";
import { responsibleGamingPages } from "../index.ts";

export { startAsGuest } from "@casino/shell/test-support";
export { someLimits } from "./limits-fixture.ts";

/** The whole shell at `path` with the responsible-gaming feature composed in, over a fake sandbox with `routes`. */
export const openResponsibleGaming = (path: string, routes: Record<string, FakeRoute> = {}, options: OpenFeatureOptions = {}) =>
  openFeature({ pages: responsibleGamingPages }, path, routes, options);
