import { lazyRouteComponent } from "@tanstack/react-router";
import { ChunkLoadError, isChunkLoadError } from "../errors/stale-chunk.ts";

/**
 * A page component in its own chunk: `lazyPage(() => import("./LobbyPage.tsx"), "LobbyPage")`. The router
 * preloads it on intent (hover, focus) and shows the progress bar while it loads. A failed import reaches the route's
 * error page as a ChunkLoadError, which reloads once for a stale deploy (errors/stale-chunk.ts), not TanStack's reload.
 */
export const lazyPage: typeof lazyRouteComponent = (importer, exportName) =>
  lazyRouteComponent(
    () =>
      importer().catch((error: unknown) => {
        throw isChunkLoadError(error) ? new ChunkLoadError(error) : error;
      }),
    exportName,
  );
