import type { QueryClient } from "@tanstack/react-query";
import {
  ShellBoot,
  type AccountMenuItemDefinition,
  type BrandTheme,
  type HeaderItemDefinition,
  type HomeSectionDefinition,
  type ModalDefinition,
  type PageDefinition,
  type PlayerDutyDefinition,
} from "@casino/shell";

/**
 * Composition root: the brand's settings and theme, the features' pages, modals, header items, account menu entries,
 * home sections and player duties, handed to the shell.
 */
export function App(props: {
  brand: Readonly<Record<string, unknown>>;
  env: Readonly<Record<string, unknown>>;
  theme: BrandTheme;
  pages: readonly PageDefinition[];
  modals: readonly ModalDefinition[];
  headerItems: readonly HeaderItemDefinition[];
  accountMenuItems: readonly AccountMenuItemDefinition[];
  homeSections: readonly HomeSectionDefinition[];
  playerDuties: readonly PlayerDutyDefinition[];
  queryClient?: QueryClient;
}) {
  return <ShellBoot {...props} />;
}
