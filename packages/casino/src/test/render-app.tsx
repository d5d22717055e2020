import { renderShellApp } from "@casino/shell/test-support";
import { casinoModals, casinoPages } from "../index.ts";

export { startAsGuest } from "@casino/shell/test-support";

/** The whole shell at `path` with the casino feature composed in, the api-client on an injected fetch. */
export function renderApp(path: string, options: Omit<Parameters<typeof renderShellApp>[1], "pages" | "modals">) {
  return renderShellApp(path, { ...options, pages: casinoPages, modals: casinoModals });
}
