import type { HtmlTagDescriptor, Plugin } from "vite";

/** What transformIndexHtml sees of the build's output: file names by chunk. */
export type BundleChunk = { type: "chunk" | "asset"; fileName: string; name?: string; facadeModuleId?: string | null };

/**
 * The chunks every first visit needs right after the entry, which the entry would otherwise only ask for once it has
 * run: the brand's default language catalog (`catalogs/<locale>.ts`) and the landing page's chunk (by chunk name).
 * Asked for from index.html they travel with the entry's scripts instead of a round trip after them; a visitor on
 * another stored language or landing elsewhere loads one small chunk they do not use (cached for the next visit).
 */
export function bootPreloadTags(chunks: Iterable<BundleChunk>, options: { locale: string; landingChunk: string; base?: string }): HtmlTagDescriptor[] {
  const catalog = new RegExp(`[\\\\/]catalogs[\\\\/]${options.locale}\\.ts$`);
  const files: string[] = [];
  for (const chunk of chunks) {
    if (chunk.type !== "chunk") continue;
    if (chunk.facadeModuleId && catalog.test(chunk.facadeModuleId)) files.unshift(chunk.fileName);
    else if (chunk.name === options.landingChunk) files.push(chunk.fileName);
  }
  return files.map((file) => ({
    tag: "link",
    attrs: { rel: "modulepreload", crossorigin: true, href: `${options.base ?? "/"}${file}` },
    injectTo: "head",
  }));
}

/** Build only: adds bootPreloadTags to index.html. */
export function bootPreloads(options: { locale: string; landingChunk: string }): Plugin {
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
