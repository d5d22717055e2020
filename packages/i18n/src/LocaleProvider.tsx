import { i18n as globalI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { installCatalogGate, markCatalogWhole } from "./catalog-gate.ts";
import { loadBootCatalog, loadCatalog } from "./load-catalog.ts";
import { LocaleContext, type LocaleContextValue } from "./locale-context.ts";
import { DEFAULT_LOCALE, LOCALES, localeDirection, type Locale } from "./locales.ts";
import { readStoredLocale, storeLocale } from "./persistence.ts";

export interface LocaleProviderProps {
  readonly children: ReactNode;
  /** The brand's language, used when the player has saved none. */
  readonly defaultLocale?: Locale;
  /** Rendered until the first catalog is active, so no message id ever shows. */
  readonly fallback?: ReactNode;
  /** Called when a catalog fails to load; the provider then falls back to English. */
  readonly onError?: (error: unknown, locale: Locale) => void;
  /** The global instance by default, because the `t` macro of @lingui/core/macro reads that one. */
  readonly i18n?: I18n;
  /** The first catalog: its boot part, the messages of the first download's code (see load-catalog.ts). */
  readonly loadFirstMessages?: (locale: Locale) => Promise<Messages>;
  /** A catalog the player switches to: the whole of it. */
  readonly loadMessages?: (locale: Locale) => Promise<Messages>;
}

interface LocaleRequest {
  readonly locale: Locale;
  readonly persist: boolean;
  /** The start-up request, which loads only the boot part. */
  readonly first?: boolean;
  readonly settle?: () => void;
}

function reportError(error: unknown, locale: Locale): void {
  console.error(`Could not load the "${locale}" catalog; falling back to "${DEFAULT_LOCALE}".`, error);
}

/** The requested catalog, else English; with English failing too, an empty catalog so the app still starts. */
async function loadWithFallback(
  requested: Locale,
  loadMessages: (locale: Locale) => Promise<Messages>,
  onError: (error: unknown, locale: Locale) => void,
): Promise<[Locale, Messages]> {
  try {
    return [requested, await loadMessages(requested)];
  } catch (error) {
    onError(error, requested);
    if (requested === DEFAULT_LOCALE) return [DEFAULT_LOCALE, {}];
    return loadWithFallback(DEFAULT_LOCALE, loadMessages, onError);
  }
}

/**
 * The catalog each i18n instance last activated here. A provider that mounts after another (the app's after the
 * start-up frame's) finds its locale active and renders its children in the same render: waiting for its own
 * activation would render the whole app a second time, synchronously, once the catalog promise resolved.
 */
const activeCatalogs = new WeakMap<I18n, { locale: Locale; messages: Messages }>();

/**
 * Activates a whole catalog before any provider mounts, so the first provider renders its children at once: the
 * build's prerender of the frame, which has no effects to wait for.
 */
export function activateCatalog(locale: Locale, messages: Messages, i18n: I18n = globalI18n): void {
  i18n.loadAndActivate({ locale, messages });
  activeCatalogs.set(i18n, { locale, messages });
  markCatalogWhole(i18n, locale);
}

// Before any later chunk can load: the brand build makes those that need the rest of the catalog wait on this gate.
installCatalogGate();

export function LocaleProvider({
  children,
  defaultLocale = DEFAULT_LOCALE,
  fallback = null,
  onError = reportError,
  i18n = globalI18n,
  loadFirstMessages = loadBootCatalog,
  loadMessages = loadCatalog,
}: LocaleProviderProps) {
  installCatalogGate(i18n);
  // Only the first locale comes from storage and props; every later one from setLocale.
  const [request, setRequest] = useState<LocaleRequest>(() => ({
    locale: readStoredLocale() ?? defaultLocale,
    persist: false,
    first: true,
  }));
  const [locale, setActiveLocale] = useState<Locale | undefined>(() => {
    const active = activeCatalogs.get(i18n);
    return active?.locale === request.locale && i18n.locale === active.locale ? active.locale : undefined;
  });

  // Effect events: props such as an inline onError must not restart the load on every render.
  const fetchMessages = useEffectEvent(({ locale: requested, first }: LocaleRequest) =>
    loadWithFallback(requested, first ? loadFirstMessages : loadMessages, onError),
  );
  const activate = useEffectEvent((active: Locale, messages: Messages, { locale: requested, persist, first }: LocaleRequest) => {
    const current = activeCatalogs.get(i18n);
    // Activating the same catalog again would still tell every translated component to render anew.
    if (current?.locale !== active || current.messages !== messages || i18n.locale !== active) {
      i18n.loadAndActivate({ locale: active, messages });
      activeCatalogs.set(i18n, { locale: active, messages });
    }
    if (!first) markCatalogWhole(i18n, active);
    // A fallback to English after a failure is not the player's choice, so it is not saved.
    if (persist && active === requested) storeLocale(active);
    setActiveLocale(active);
  });

  useEffect(() => {
    // The cleanup marks a load as stale when a newer request replaces it, so a slow catalog cannot win.
    let current = true;
    void fetchMessages(request).then(([active, messages]) => {
      if (current) activate(active, messages, request);
      request.settle?.();
    });
    return () => {
      current = false;
    };
  }, [request]);

  // Layout effect: the page must never paint Arabic text left to right. Only when they change: setting <html>'s lang
  // or dir, even to the value it has, restyles and lays out the whole page (~30 ms in Chromium here, x4 on a slow
  // phone), and the prerendered page already has both.
  useLayoutEffect(() => {
    if (!locale) return;
    const html = document.documentElement;
    const direction = localeDirection(locale);
    if (html.lang !== locale) html.lang = locale;
    if (html.dir !== direction) html.dir = direction;
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => new Promise<void>((settle) => setRequest({ locale: next, persist: true, settle })),
    [],
  );
  const value = useMemo<LocaleContextValue | undefined>(
    () => locale && { locale, direction: localeDirection(locale), setLocale, locales: LOCALES },
    [locale, setLocale],
  );

  if (!value) return fallback;
  return (
    <LocaleContext value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext>
  );
}
