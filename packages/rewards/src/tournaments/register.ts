import { lazyPage, type PageDefinition } from "@casino/shell";

/** Tournaments and races (issue 28 point 2): /tournaments and a page per tournament, each a lazy chunk of its own. */
export const tournamentsPages: PageDefinition[] = [
  { key: "tournaments", component: lazyPage(() => import("./TournamentsPage.tsx"), "TournamentsPage") },
  { key: "tournament", defaultPath: "/tournaments/$slug", component: lazyPage(() => import("./TournamentPage.tsx"), "TournamentPage") },
];
