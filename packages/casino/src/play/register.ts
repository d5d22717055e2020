import { lazyPage, type PageDefinition } from "@casino/shell";

/** /play/$game (page key `play`, a spec key with its default path): the game in a frame with the play bar. */
export const playPages: PageDefinition[] = [{ key: "play", component: lazyPage(() => import("./PlayPage.tsx"), "PlayPage") }];

