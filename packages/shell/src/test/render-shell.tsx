import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { parseAppSettings } from "@casino/domain";
import { ShellApp } from "../ShellApp.tsx";
import { createShellRouter } from "../router/create-router.tsx";
import type { PageDefinition } from "../pages/page-registry.ts";

/** Renders the whole shell at a path, with the brand settings given, as the player app does. */
export function renderShell(path: string, brand: Record<string, unknown> = {}, pages: PageDefinition[] = []) {
  const settings = parseAppSettings({ brandName: "Test Casino", ...brand });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createShellRouter({ settings, pages, queryClient, history });
  const view = render(
    <ShellApp settings={settings} theme={{ light: "theme-light", dark: "theme-dark" }} router={router} queryClient={queryClient} />,
  );
  return { ...view, router, history };
}
