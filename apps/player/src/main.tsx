import { StrictMode, startTransition } from "react";
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

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");

// Settings, the language catalog and the landing page's chunk start loading now, side by side, not after a render.
// The first reads (content texts, the landing page's data) start here too, into the client the app then uses.
// In a task of its own after the scripts' evaluation: the two together were one task of ~130 ms on a slow phone
// (4x CPU), the largest of the start-up; apart, each is under or near the 50 ms of a long task.
setTimeout(() => {
  const env = import.meta.env;
  const queryClient = createDefaultQueryClient();
  startShellBoot({ brand: brandSettings, env, pages, queryClient });
  // The render a task later still: after the boot's second task (the catalog, the landing page's chunk).
  setTimeout(() => {
    const root = createRoot(container);
    // A transition: the first render (the start-up's providers, ~60 ms of rendering at 4x CPU) is time-sliced instead
    // of one task with its commit; the prerendered frame (or the skeleton) is on screen meanwhile.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App brand={brandSettings} env={env} theme={theme} pages={pages} modals={modals} headerItems={headerItems} accountMenuItems={accountMenuItems} homeSections={homeSections} playerDuties={playerDuties} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  }, 0);
}, 0);
