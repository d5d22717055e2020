import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import brandSettings from "@brand/config";
import { createDefaultQueryClient, startShellBoot } from "@casino/shell";
import { theme } from "@brand/theme";
import { accountMenuItems } from "./account-menu-items.ts";
import { App } from "./App.tsx";
import { headerItems } from "./header-items.ts";
import { homeSections } from "./home-sections.ts";
import { modals } from "./modals.ts";
import { playerDuties } from "./player-duties.ts";
import { pages } from "./pages.ts";

// Settings, the language catalog and the landing page's chunk start loading now, side by side, not after a render.
// The first reads (content texts, the landing page's data) start here too, into the client the app then uses.
const env = import.meta.env;
const queryClient = createDefaultQueryClient();
startShellBoot({ brand: brandSettings, env, pages, queryClient });

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");
createRoot(container).render(
  <StrictMode>
    <App brand={brandSettings} env={env} theme={theme} pages={pages} modals={modals} headerItems={headerItems} accountMenuItems={accountMenuItems} homeSections={homeSections} playerDuties={playerDuties} queryClient={queryClient} />
  </StrictMode>,
);
