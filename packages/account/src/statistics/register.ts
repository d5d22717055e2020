import { msg } from "@lingui/core/macro";
import { lazyModal, lazyPage, type ModalDefinition, type PageDefinition } from "@casino/shell";
import { STATISTICS_PATHS } from "./statistics-paths.ts";

/** Statistics with its public share page, favourites (spec §2 /profile/favorites) and the onboarding tour. */
export const statisticsPages: PageDefinition[] = [
  {
    key: "statistics",
    defaultPath: STATISTICS_PATHS.statistics,
    component: lazyPage(() => import("./StatisticsPage.tsx"), "StatisticsPage"),
  },
  {
    key: "sharedStatistics",
    defaultPath: STATISTICS_PATHS.sharedStatistics,
    component: lazyPage(() => import("./SharedStatisticsPage.tsx"), "SharedStatisticsPage"),
  },
  { key: "favorites", component: lazyPage(() => import("../favorites/FavoritesPage.tsx"), "FavoritesPage") },
];

export const statisticsModals: ModalDefinition[] = [
  { name: "onboarding", component: lazyModal(() => import("../onboarding/OnboardingModal.tsx")), title: msg`Welcome tour`, size: "md" },
];
