import { i18n as globalI18n, type I18n, type Messages } from "@lingui/core";
import { loadRestCatalog } from "./load-catalog.ts";
import type { Locale } from "./locales.ts";

/**
 * Where the brand build's later chunks find the gate: tooling/vite/catalog-split.ts appends
 * `await globalThis[Symbol.for(REST_CATALOG_GATE)]?.()` to every chunk that uses a message of a catalog's rest part,
 * so that chunk runs only once the active catalog is whole. The same text is tooling's REST_CATALOG_GATE_KEY.
 */
export const REST_CATALOG_GATE = "@casino/i18n.rest-catalog";

type LoadRest = (locale: Locale) => Promise<Messages>;

/** Per i18n instance, the locales whose loaded messages are the whole catalog. */
const whole = new WeakMap<I18n, Set<string>>();
/** Per i18n instance, the rest part being fetched, by locale. */
const fetching = new WeakMap<I18n, Map<string, Promise<boolean>>>();

function wholeLocales(i18n: I18n): Set<string> {
  let locales = whole.get(i18n);
  if (!locales) whole.set(i18n, (locales = new Set()));
  return locales;
}

/** Called by LocaleProvider after it activates a whole catalog (a change of language loads both parts). */
export function markCatalogWhole(i18n: I18n, locale: Locale): void {
  wholeLocales(i18n).add(locale);
}

export function isCatalogWhole(i18n: I18n, locale: string): boolean {
  return whole.get(i18n)?.has(locale) ?? false;
}

const activations = new WeakMap<I18n, Promise<void>>();

/** The first locale that gets activated (a later chunk can load before the start-up catalog is active). */
async function activeLocale(i18n: I18n): Promise<string> {
  if (!i18n.locale) {
    let activation = activations.get(i18n);
    if (!activation) {
      activation = new Promise<void>((resolve) => {
        const stop = i18n.on("change", () => {
          if (!i18n.locale) return;
          resolve();
          // Not while lingui is still calling the listeners: removing one from its list then skips the next.
          queueMicrotask(stop);
        });
      });
      activations.set(i18n, activation);
    }
    await activation;
  }
  return i18n.locale;
}

/**
 * Fetches the rest part of `locale` once (at a time) and adds it to the loaded messages, quietly: every component on
 * screen already has its messages (the boot part's), so none needs to render again. Resolves false when the part
 * could not be fetched: a later call tries again.
 */
function fetchRest(i18n: I18n, locale: string, loadRest: LoadRest): Promise<boolean> {
  let byLocale = fetching.get(i18n);
  if (!byLocale) fetching.set(i18n, (byLocale = new Map()));
  const pending = byLocale.get(locale);
  if (pending) return pending;
  const request = loadRest(locale as Locale).then(
    (rest) => {
      // i18n.messages is lingui's own object for the active locale; load() would also tell every component to render.
      if (i18n.locale === locale) Object.assign(i18n.messages, rest);
      else i18n.load(locale, rest);
      wholeLocales(i18n).add(locale);
      byLocale.delete(locale);
      return true;
    },
    (error: unknown) => {
      console.error(`Could not load the rest of the "${locale}" catalog.`, error);
      byLocale.delete(locale);
      return false;
    },
  );
  byLocale.set(locale, request);
  return request;
}

/**
 * Resolves once the active catalog is whole: at once after a change of language, else after fetching its rest part.
 * Never rejects: a chunk that waits on it must still run when the fetch fails (a failed module stays failed until the
 * page reloads), and the missing-message watch below tries again.
 */
export async function wholeCatalog(i18n: I18n = globalI18n, loadRest: LoadRest = loadRestCatalog): Promise<void> {
  const locale = await activeLocale(i18n);
  if (isCatalogWhole(i18n, locale)) return;
  await fetchRest(i18n, locale, loadRest);
  // The language changed while the part loaded: wait for the new one.
  if (i18n.locale !== locale) await wholeCatalog(i18n, loadRest);
}

const installed = new WeakSet<I18n>();

/**
 * Installs the gate the later chunks await (for the global instance, which the `t` macro reads), and a watch: should
 * a message ever be missing before the rest part is in (a chunk the build could not see), the part is fetched and
 * every translated component renders again with it.
 */
export function installCatalogGate(i18n: I18n = globalI18n, loadRest: LoadRest = loadRestCatalog): void {
  if (installed.has(i18n)) return;
  installed.add(i18n);
  if (i18n === globalI18n) {
    (globalThis as Record<symbol, unknown>)[Symbol.for(REST_CATALOG_GATE)] = () => wholeCatalog(i18n, loadRest);
  }
  const announcing = new Set<string>();
  i18n.on("missing", ({ locale }) => {
    if (isCatalogWhole(i18n, locale) || announcing.has(locale)) return;
    announcing.add(locale);
    void fetchRest(i18n, locale, loadRest).then((fetched) => {
      announcing.delete(locale);
      if (fetched && i18n.locale === locale) i18n.emit("change");
    });
  });
}
