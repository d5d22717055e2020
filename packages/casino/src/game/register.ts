import type { PageDefinition } from "@casino/shell";
import { lazyPage } from "@casino/shell";

/** /casino/games/$game: the details page in its own chunk; the loader starts reading the game meanwhile. */
export const gamePages: PageDefinition[] = [
  {
    key: "game",
    component: lazyPage(() => import("./GamePage.tsx"), "GamePage"),
    loader: ({ context, params }) => {
      const slug = params["game"];
      // Neither awaited: the page opens at once with its skeleton instead of holding the old page until the game
      // arrives, and the query's code stays out of the entry (the lobby's first download).
      if (slug) void import("./game-query.ts").then(({ gameDetailsQuery }) => context.queryClient.prefetchQuery(gameDetailsQuery(slug)));
    },
  },
];

