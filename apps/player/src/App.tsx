import { useState } from "react";
import { QueryClient } from "@tanstack/react-query";
import type { AppSettings } from "@casino/domain";
import { ShellApp, createShellRouter, type BrandTheme, type PageDefinition } from "@casino/shell";

export function App({ settings, theme, pages }: { settings: AppSettings; theme: BrandTheme; pages: PageDefinition[] }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }));
  const [router] = useState(() => createShellRouter({ settings, pages, queryClient }));
  return <ShellApp settings={settings} theme={theme} router={router} queryClient={queryClient} />;
}
