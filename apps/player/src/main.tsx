import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import brandSettings from "@brand/config";
import { theme } from "@brand/theme";
import { loadSettings } from "@casino/shell";
import { App } from "./App.tsx";
import { pages } from "./pages.ts";

const settings = loadSettings(brandSettings, import.meta.env);
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");
createRoot(container).render(
  <StrictMode>
    <App settings={settings} theme={theme} pages={pages} />
  </StrictMode>,
);
