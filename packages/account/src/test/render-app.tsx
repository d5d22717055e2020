import { renderShellApp } from "@casino/shell/test-support";
import { accountModals, accountPages } from "../index.ts";

export { startAsGuest } from "@casino/shell/test-support";

/** The whole shell at `path` with the account feature composed in, the api-client on an injected fetch. */
export function renderApp(path: string, options: { fetch: typeof fetch; brand?: Record<string, unknown> }) {
  return renderShellApp(path, { ...options, pages: accountPages, modals: accountModals });
}
