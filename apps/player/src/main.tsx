import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import brandSettings from "@brand/config";
import { startShellBoot } from "@casino/shell";
import { theme } from "@brand/theme";
import { App } from "./App.tsx";
import { modals } from "./modals.ts";
import { pages } from "./pages.ts";

// Settings, the language catalog and the landing page's chunk start loading now, side by side, not after a render.
const env = import.meta.env;
startShellBoot({ brand: brandSettings, env, pages });

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");
createRoot(container).render(
  <StrictMode>
    <App brand={brandSettings} env={env} theme={theme} pages={pages} modals={modals} />
  </StrictMode>,
);
