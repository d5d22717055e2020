import brandSettings from "@brand/config";
import { theme } from "@brand/theme";
import { prerenderFrame, type PrerenderedFrame } from "@casino/shell/prerender";
import { accountMenuItems } from "./account-menu-items.ts";
import { headerItems } from "./header-items.ts";
import { homeSections } from "./home-sections.ts";
import { modals } from "./modals.ts";
import { playerDuties } from "./player-duties.ts";
import { pages } from "./pages.ts";

/** The build's prerender entry (tooling/vite/prerender.ts): the same composition as main.tsx, rendered at `path`. */
export const render = (path: string): Promise<PrerenderedFrame> =>
  prerenderFrame({ brand: brandSettings, env: import.meta.env, theme, pages, modals, headerItems, accountMenuItems, homeSections, playerDuties }, path);
