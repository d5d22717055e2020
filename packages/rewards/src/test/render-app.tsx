import type { FakeRoute, OpenFeatureOptions } from "@casino/shell/test-support";
import { openFeature } from "@casino/shell/test-support";
import { rewardsModals, rewardsPages } from "../index.ts";

export { startAsGuest } from "@casino/shell/test-support";

/** The whole shell at `path` with the rewards feature composed in, over a fake sandbox with `routes`. */
export const openRewards = (path: string, routes: Record<string, FakeRoute> = {}, options: OpenFeatureOptions = {}) =>
  openFeature({ pages: rewardsPages, modals: rewardsModals }, path, routes, options);
