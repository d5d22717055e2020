import { pagePathParams, parseAppSettings, type AppSettings } from "@casino/domain";
import type { QueryClient } from "@tanstack/react-query";
import { loadBootCatalog, readStoredLocale, resolveLocale } from "@casino/i18n";
import { contentTextsQuery } from "../content/content-texts.ts";
import { configureShellApiClient } from "../api/configure-api.ts";
import { fetchRemoteSettings } from "../api/remote-settings.ts";
import { pageAt } from "../pages/page-at.ts";
import { resolvePages, type PageDefinition } from "../pages/page-registry.ts";
import { captureAccessToken } from "../session/access-token.ts";
import { warmIntl } from "./intl/warm-intl.ts";
import { loadSettings } from "./load-settings.ts";

const bootstrapped = new WeakMap<object, { env: object; settings: AppSettings }>();

/**
 * brand.json and env only: enough to reach the API and to brand the loading and error screens. Checked once per
 * brand and env (the entry's startShellBoot and ShellBoot read the same objects; the check costs ~25 ms at 4x CPU).
 */
export function bootstrapSettings(brand: Readonly<Record<string, unknown>>, env: Readonly<Record<string, unknown>>): AppSettings {
  const known = bootstrapped.get(brand);
  if (known && known.env === env) return known.settings;
  let settings: AppSettings;
  try {
    settings = loadSettings(brand, env);
  } catch {
    settings = parseAppSettings({ brandName: typeof brand["brandName"] === "string" ? brand["brandName"] : undefined });
  }
  bootstrapped.set(brand, { env, settings });
  return settings;
}

type Preloadable = { preload?: () => unknown };

/** The page a location lands on, by the brand's paths before settings2 (which rarely moves one): a static path first. */
export function landingPage(pages: readonly PageDefinition[], settings: AppSettings, pathname: string): PageDefinition | undefined {
  return landing(pages, settings, pathname)?.definition;
}

/** The landing page with the parameters its path gives it (`{ game: "book-of-dead" }`). */
function landing(pages: readonly PageDefinition[], settings: AppSettings, pathname: string) {
  const page = pageAt(resolvePages(pages, settings), pathname, settings.designSetup);
  return page ? { definition: page.definition, params: pagePathParams(page.path, pathname) ?? {} } : undefined;
}

let firstSettings: Promise<Record<string, unknown>> | undefined;

/**
 * Starts, before React renders, what the first page waits for, so it travels side by side instead of one after
 * the other: GET settings2, the boot part of the language catalog and the landing page's chunk. Called once by the
 * app's entry; ShellBoot's first attempt reads the settings it started.
 * Given the query client ShellBoot will use, it also starts the reads every first view makes (the content texts of
 * the frame: cookie notice, menu, footer) and the landing page's own (its bootPrefetch): otherwise each waits for
 * the catalog, the router and a render, one round trip after the other on a phone's network.
 * And it has a worker set Intl up meanwhile (warmIntl), off the main thread. Settings2 is asked for at once, the
 * catalog and the chunk a task later; the `at` token's capture, the worker and the first reads a task after that.
 * An entry renders the app in a task it queues after this call: the catalog and the chunk are asked for first.
 */
export function startShellBoot(options: {
  brand: Readonly<Record<string, unknown>>;
  env: Readonly<Record<string, unknown>>;
  pages: readonly PageDefinition[];
  location?: Pick<Location, "pathname">;
  /** The client ShellBoot is given: the first reads land in its cache. */
  queryClient?: QueryClient;
  /** Tests: a fake API. */
  fetch?: typeof fetch;
}): void {
  const settings = bootstrapSettings(options.brand, options.env);
  configureShellApiClient(settings, options.fetch ? { fetch: options.fetch } : {});
  firstSettings = fetchRemoteSettings();
  // ShellBoot reports a failure (and offers Retry); until it reads this promise, a rejection is not unhandled.
  firstSettings.catch(() => undefined);
  // The rest in tasks of their own: all of it was one task of ~95 ms on a slow phone (4x CPU), the settings' check
  // (~26 ms) and settings2's request (~17 ms) the largest parts. Settings2 goes first: the page's render waits for it
  // (a round trip); the catalog and the landing page's chunk a task later (~10 ms on a phone), before the app's
  // first render (the entry renders a task after this one).
  inNextTask(() => {
    const locale = readStoredLocale() ?? resolveLocale(settings.defaultLanguage);
    loadBootCatalog(locale).catch(() => undefined);
    const landed = landing(options.pages, settings, (options.location ?? window.location).pathname);
    const page = landed?.definition;
    Promise.resolve((page?.component as Preloadable | undefined)?.preload?.()).catch(() => undefined);
    // The `at` token before the first reads (one may need it); ShellBoot takes it too if it renders first.
    inNextTask(() => captureAccessToken());
    inNextTask(warmIntl);
    const { queryClient } = options;
    if (queryClient) {
      inNextTask(() => {
        void queryClient.prefetchQuery(contentTextsQuery(locale, Date.now()));
        Promise.resolve(page?.bootPrefetch?.({ queryClient, locale, params: landed?.params ?? {} })).catch(() => undefined);
      });
    }
  });
}

const inNextTask = (work: () => void) => void setTimeout(work, 0);

/** The settings2 read startShellBoot began, for ShellBoot's first attempt; undefined when the entry did not start one. */
export function startedRemoteSettings(): Promise<Record<string, unknown>> | undefined {
  return firstSettings;
}
