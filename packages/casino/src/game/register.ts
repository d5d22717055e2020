import type { QueryClient } from "@tanstack/react-query";
import type { PageDefinition } from "@casino/shell";
import { lazyPage } from "@casino/shell";

/**
 * The game's details, then its picture's preload (@casino/shell's preloadImage): neither awaited by the router, so the page
 * opens at once with its skeleton instead of holding the old page until the game arrives; the query's code stays out
 * of the entry (the lobby's first download). A failed read is the page's to show.
 */
function readGame(queryClient: QueryClient, slug: string | undefined): void {
  if (!slug) return;
  void import("./game-query.ts")
    .then(({ readGameWithPicture }) => readGameWithPicture(queryClient, slug))
    .catch(() => undefined);
}

/** /casino/games/$game: the details page in its own chunk; the read of the game starts before it. */
export const gamePages: PageDefinition[] = [
  {
    key: "game",
    component: lazyPage(() => import("./GamePage.tsx"), "GamePage"),
    // A visit that lands on a game's page asks for the game at the entry, beside settings2 and the catalog.
    bootPrefetch: ({ queryClient, params }) => readGame(queryClient, params["game"]),
    loader: ({ context, params }) => readGame(context.queryClient, params["game"]),
  },
];
