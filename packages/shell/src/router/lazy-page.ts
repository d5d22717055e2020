import { lazyRouteComponent } from "@tanstack/react-router";

/**
 * A page component in its own chunk: `lazyPage(() => import("./LobbyPage.tsx"), "LobbyPage")`. The router
 * preloads it on intent (hover, focus) and shows the progress bar while it loads.
 */
export const lazyPage = lazyRouteComponent;
