import type { HtmlTagDescriptor, Plugin } from "vite";

/** What transformIndexHtml sees of the build's output: file names by chunk. */
export type BundleChunk = { type: "chunk" | "asset"; fileName: string; name?: string; facadeModuleId?: string | null };

/** The boot part of a locale's catalog (tooling/vite/catalog-split.ts): the messages of the first download's code. */
const CATALOG = /[\\/]catalogs[\\/]([^\\/?]+)\.ts\?boot$/;

/**
 * The catalog a first visit (no stored choice) loads for the brand's default language, as the app resolves it: the
 * locale itself (any case, `_` or `-`), else its language, else English.
 */
export function catalogFor(language: string | undefined, locales: readonly string[]): string | undefined {
  const wanted = (language ?? "").trim().replaceAll("_", "-").toLowerCase();
  const byLowerCase = new Map(locales.map((locale) => [locale.toLowerCase(), locale]));
  return byLowerCase.get(wanted) ?? byLowerCase.get(wanted.split("-")[0] ?? "") ?? byLowerCase.get("en");
}

/**
 * The chunks every first visit needs right after the entry, which the entry would otherwise only ask for once it has
 * run: the boot part of the default language's catalog (`catalogs/<locale>.ts?boot`) and the landing page's chunk (by chunk name). Asked
 * for from index.html they travel with the entry's scripts instead of a round trip after them; a visitor on another
 * stored language or landing elsewhere loads one small chunk they do not use (cached for the next visit).
 */
export function bootPreloadTags(
  chunks: Iterable<BundleChunk>,
  options: { language: string | undefined; landingChunk: string; base?: string },
): HtmlTagDescriptor[] {
  const catalogs = new Map<string, string>();
  let landing: string | undefined;
  for (const chunk of chunks) {
    if (chunk.type !== "chunk") continue;
    const locale = CATALOG.exec(chunk.facadeModuleId ?? "")?.[1];
    if (locale) catalogs.set(locale, chunk.fileName);
    else if (chunk.name === options.landingChunk) landing = chunk.fileName;
  }
  const locale = catalogFor(options.language, [...catalogs.keys()]);
  const files = [locale === undefined ? undefined : catalogs.get(locale), landing].filter((file) => file !== undefined);
  return files.map((file) => ({
    tag: "link",
    attrs: { rel: "modulepreload", crossorigin: true, href: `${options.base ?? "/"}${file}` },
    injectTo: "head",
  }));
}

/** Build only: adds bootPreloadTags to index.html. */
export function bootPreloads(options: { language: string | undefined; landingChunk: string }): Plugin {
  let base = "/";
  return {
    name: "casino-boot-preloads",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler: (_html, ctx) => (ctx.bundle ? bootPreloadTags(Object.values(ctx.bundle) as BundleChunk[], { ...options, base }) : []),
    },
  };
}
