/// <reference types="vite/client" />
import type { Messages } from "@lingui/core";
import type { Locale } from "./locales.ts";

/**
 * Each locale's catalog (catalogs/<locale>.ts, merged from every package by `lingui compile`) is fetched in two
 * parts, each its own lazily loaded chunk: `?boot`, the messages of the code in the first download, and `?rest`.
 * The brand build fills them (tooling/vite/catalog-split.ts); anywhere else (vite dev, vitest, Storybook) each part
 * is the whole catalog.
 */
const bootParts = import.meta.glob<{ messages: Messages }>("./catalogs/*.ts", { query: "?boot" });

function missing(locale: Locale): Error {
  return new Error(`No compiled catalog for locale "${locale}": run the root script i18n:compile`);
}

/** The messages the first page needs: what the app activates at start, before any later chunk has loaded. */
export async function loadBootCatalog(locale: Locale): Promise<Messages> {
  const load = bootParts[`./catalogs/${locale}.ts`];
  if (!load) throw missing(locale);
  const { messages } = await load();
  return messages;
}

/** The other messages; the map of their chunks is itself a chunk, needed only after the first page. */
export async function loadRestCatalog(locale: Locale): Promise<Messages> {
  const { restParts } = await import("./rest-catalogs.ts");
  const load = restParts[`./catalogs/${locale}.ts`];
  if (!load) throw missing(locale);
  const { messages } = await load();
  return messages;
}

/** The whole catalog: both parts. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const [boot, rest] = await Promise.all([loadBootCatalog(locale), loadRestCatalog(locale)]);
  return { ...boot, ...rest };
}
