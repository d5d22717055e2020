import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import type { AppSettings } from "@casino/domain";
import { LocaleProvider, resolveLocale } from "@casino/i18n";
import { ToastProvider } from "@casino/ui-kit";
import { TakeOverPrerenderedFrame } from "./prerender/prerendered-frame.tsx";
import type { ShellRouter } from "./router/create-router.tsx";
import { FrameSkeleton } from "./settings/FrameSkeleton.tsx";
import { SettingsProvider } from "./settings/settings-context.tsx";
import { useColorScheme, type BrandTheme } from "./theme/color-scheme.ts";

export function ShellApp(props: { settings: AppSettings; theme: BrandTheme; router: ShellRouter; queryClient: QueryClient }) {
  useColorScheme(props.theme, props.settings.defaultThemeMode);
  return (
    <SettingsProvider settings={props.settings}>
      <QueryClientProvider client={props.queryClient}>
        <LocaleProvider defaultLocale={resolveLocale(props.settings.defaultLanguage)} fallback={<FrameSkeleton />}>
          <ToastProvider>
            <RouterProvider router={props.router} />
            <TakeOverPrerenderedFrame />
          </ToastProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </SettingsProvider>
  );
}
