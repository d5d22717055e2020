import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import brandSettings from "@brand/config";
import { theme } from "@brand/theme";
import { App } from "./App.tsx";
import { modals } from "./modals.ts";
import { pages } from "./pages.ts";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");
createRoot(container).render(
  <StrictMode>
    <App brand={brandSettings} env={import.meta.env} theme={theme} pages={pages} modals={modals} />
  </StrictMode>,
);
