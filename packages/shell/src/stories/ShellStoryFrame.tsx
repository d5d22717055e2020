import type { Decorator } from "@storybook/react-vite";
import { createContext, useContext, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import type { ContentTexts } from "@casino/api-client";
import { parseAppSettings } from "@casino/domain";
import { LocaleProvider, clearStoredLocale, resolveLocale, type Locale } from "@casino/i18n";
import { ToastProvider } from "@casino/ui-kit";
import { contentTextsQuery } from "../content/content-texts.ts";
import { SettingsProvider } from "../settings/settings-context.tsx";

/** A path whose loader never settles: navigating there keeps the router pending (navigation progress). */
export const PENDING_PATH = "/story-pending";

/** The content-texts query key of a locale, as useContentTexts builds it today. */
export function contentTextsKey(locale: string) {
  return contentTextsQuery(locale, Date.now()).queryKey;
}

/** Seeds the remote content texts of the story's language (no request is made while they are fresh). */
export function seedContentTexts(texts: Record<string, string>) {
  return (queryClient: QueryClient, locale: Locale) => {
    queryClient.setQueryData(contentTextsKey(locale), { locale, texts });
  };
}

/** Keeps the content texts loading for as long as the story is open. */
export function seedContentTextsLoading(queryClient: QueryClient, locale: Locale) {
  void queryClient.prefetchQuery({ queryKey: contentTextsKey(locale), queryFn: () => new Promise<ContentTexts>(() => undefined) });
}

/** Puts the content texts in the error state, as after a failed request (Retry asks again and fails again offline). */
export function seedContentTextsError(queryClient: QueryClient, locale: Locale) {
  void queryClient.prefetchQuery({
    queryKey: contentTextsKey(locale),
    queryFn: () => Promise.reject(new Error("Content texts are offline in Storybook")),
    retry: false,
  });
}

export type ShellStoryFrameProps = {
  children: ReactNode;
  /** brand.json fields over the story defaults (brandName "Demo Casino"). */
  brand?: Record<string, unknown>;
  /** Query data the story needs (location, content texts, ...); the content texts default to none. */
  seed?: (queryClient: QueryClient, locale: Locale) => void;
  /** Where the story's router starts (links to that path are current); "/" by default. */
  path?: string;
  /** The page keys the story's features fill, as the app's router knows them; unknown (every tab shows) if left out. */
  pages?: readonly string[];
};

const StoryContent = createContext<ReactNode>(null);

function StoryRoot() {
  return (
    <>
      {useContext(StoryContent)}
      <Outlet />
    </>
  );
}

function createStoryRouter(path: string, pages: readonly string[] | undefined) {
  const rootRoute = createRootRoute({ component: StoryRoot });
  const pending = createRoute({ getParentRoute: () => rootRoute, path: PENDING_PATH, loader: () => new Promise<void>(() => undefined) });
  // Every other path matches too, so a click on a shell link keeps the story on screen.
  const anyPage = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => null });
  return createRouter({
    routeTree: rootRoute.addChildren([pending, anyPage]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultPendingMs: Number.POSITIVE_INFINITY,
    // As the app's router's table, for the pages the story's features fill (useFilledPages).
    ...(pages ? { context: { pages: pages.map((key) => ({ key, path: "", definition: { key, component: () => null } })) } } : {}),
  });
}

function FrameForLocale({ locale, brand, seed, path = "/", pages, children }: ShellStoryFrameProps & { locale: Locale }) {
  const [setup] = useState(() => {
    // The toolbar picks the language: a choice saved by the language switcher must not override it.
    clearStoredLocale();
    const settings = parseAppSettings({ brandName: "Demo Casino", defaultLanguage: locale, ...brand });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, refetchOnMount: false, refetchOnWindowFocus: false } },
    });
    queryClient.setQueryData(contentTextsKey(locale), { locale, texts: {} });
    seed?.(queryClient, locale);
    return { settings, queryClient, router: createStoryRouter(path, pages) };
  });
  return (
    <SettingsProvider settings={setup.settings}>
      <QueryClientProvider client={setup.queryClient}>
        <LocaleProvider defaultLocale={locale}>
          <ToastProvider>
            <StoryContent value={children}>
              <RouterProvider router={setup.router} />
            </StoryContent>
          </ToastProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </SettingsProvider>
  );
}

/**
 * The shell's context for a story, without a network: brand settings, a fresh QueryClient with seeded data, the
 * toolbar's language (LocaleProvider) and a memory router so links work. A toolbar language change starts afresh.
 */
export function ShellStoryFrame(props: ShellStoryFrameProps) {
  const { i18n } = useLingui();
  const locale = resolveLocale(i18n.locale);
  return <FrameForLocale key={locale} locale={locale} {...props} />;
}

/** A decorator that puts the story inside ShellStoryFrame with the given brand and seed. */
export function withShellFrame(options: Omit<ShellStoryFrameProps, "children"> = {}): Decorator {
  return (Story) => (
    <ShellStoryFrame {...options}>
      <Story />
    </ShellStoryFrame>
  );
}
