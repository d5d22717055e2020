import { lazy } from "react";
import type { HeaderItemDefinition } from "@casino/shell";

/** The status slice's header item: a lazy chunk of its own, loaded once a player's header shows. */
export const statusHeaderItems: HeaderItemDefinition[] = [{ key: "rewards", component: lazy(() => import("./RewardsStatusLink.tsx")) }];
