import { prerender } from "react-dom/static";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { resolveColorScheme } from "@casino/domain";
import { activateCatalog, loadCatalog, localeDirection, resolveLocale } from "@casino/i18n";
import { ShellApp } from "../ShellApp.tsx";
import { Prerendering } from "./first-picture.tsx";
import { createShellRouter } from "../router/create-router.tsx";
import { loadSettings } from "../settings/load-settings.ts";
import type { ShellBootProps } from "../settings/ShellBoot.tsx";

export type PrerenderProps = Omit<ShellBootProps, "history" | "fetch" | "queryClient">;

/** A prerendered first paint: the markup, and the attributes of <html> the app would set (theme, scheme, language). */
export type PrerenderedFrame = { html: string; htmlAttributes: Record<string, string> };

/**
 * The build's first paint of a landing route (tooling/vite/prerender.ts): the app itself, rendered once at build time
 * as a guest's first visit looks before any data, in the brand's default language with its baked settings. Reads are
 * off (their skeletons show, in their final geometry); every lazy part is waited for. The browser paints it from the
 * HTML; the app, once started, takes its place (prerendered-frame.ts).
 */
export async function prerenderFrame(props: PrerenderProps, path: string): Promise<PrerenderedFrame> {
  const settings = loadSettings(props.brand, props.env, {});
  const locale = resolveLocale(settings.defaultLanguage);
  activateCatalog(locale, await loadCatalog(locale));
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  const router = createShellRouter({
    settings,
    // No page reads anything: a loader's read would fail here (no API at build time) and show its error.
    pages: props.pages.map(({ loader: _loader, ...page }) => page),
    queryClient,
    modals: props.modals ?? [],
    headerItems: props.headerItems ?? [],
    accountMenuItems: props.accountMenuItems ?? [],
    homeSections: props.homeSections ?? [],
    playerDuties: props.playerDuties ?? [],
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  // One piece: no boundary written out of order (React's streaming format swaps those in with inline scripts, which
  // the brand's policy would block and a first paint has no use for).
  const app = (
    <Prerendering value={path}>
      <ShellApp settings={settings} theme={props.theme} router={router} queryClient={queryClient} />
    </Prerendering>
  );
  const { prelude } = await prerender(app, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // The system's scheme is unknown at build time: the brand's default (useColorScheme corrects it when the app starts).
  const scheme = resolveColorScheme(settings.defaultThemeMode, false);
  return {
    html: await new Response(prelude).text(),
    htmlAttributes: { lang: locale, dir: localeDirection(locale), class: props.theme[scheme], "data-color-scheme": scheme },
  };
}
