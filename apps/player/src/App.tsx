import type { QueryClient } from "@tanstack/react-query";
import { ShellBoot, type BrandTheme, type HeaderItemDefinition, type ModalDefinition, type PageDefinition } from "@casino/shell";

/** Composition root: the brand's settings and theme, the features' pages, modals and header items, handed to the shell. */
export function App(props: {
  brand: Readonly<Record<string, unknown>>;
  env: Readonly<Record<string, unknown>>;
  theme: BrandTheme;
  pages: readonly PageDefinition[];
  modals: readonly ModalDefinition[];
  headerItems: readonly HeaderItemDefinition[];
  queryClient?: QueryClient;
}) {
  return <ShellBoot {...props} />;
}
