/// <reference types="vite/client" />
import type { Messages } from "@lingui/core";
import type { Locale } from "./locales.ts";

// Not eager: Vite turns each compiled catalog into its own chunk, fetched only when that locale is asked for.
// The files are produced by `lingui compile`, which merges every package's catalog for a locale into one.
const compiledCatalogs = import.meta.glob<{ messages: Messages }>("./catalogs/*.ts");

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const load = compiledCatalogs[`./catalogs/${locale}.ts`];
  if (!load) throw new Error(`No compiled catalog for locale "${locale}": run the root script i18n:compile`);
  const { messages } = await load();
  return messages;
}
