import type { Plugin } from "vite";
import { catalogFor } from "./boot-preloads.ts";

/**
 * A landing route besides the lobby: players arrive on it from outside (ads, e-mails, the brand's own links), so it
 * gets an HTML file of its own whose preloads are its page's chunks instead of the lobby's.
 */
export interface LandingPage {
  /** The page key (spec §2): its path is the brand's pageUrlSetup entry, else the default. */
  key: string;
  /** The page's module: in its lazy chunk (the facade) or its chunk group. */
  page: RegExp;
}

/** What generateBundle sees of an output chunk: enough to follow its static imports and find the catalog gate. */
export type OutputChunkInfo = {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
  /** The modules in the chunk: a page in a chunk group is one of them, not the facade. */
  moduleIds?: readonly string[];
  code: string;
};
export type OutputFile = OutputChunkInfo | { type: "asset"; fileName: string; source: string | Uint8Array };

/** The rest part of a locale's catalog (tooling/vite/catalog-split.ts) and the module that maps locales to them. */
const REST_PART = /[\\/]catalogs[\\/]([^\\/?]+)\.ts\?rest$/;
const REST_PARTS_MAP = /[\\/]i18n[\\/]src[\\/]rest-catalogs\.ts$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function staticClosure(chunks: ReadonlyMap<string, OutputChunkInfo>, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file) || !chunks.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}

/**
 * The files a landing page's first visit needs beyond the entry's own graph, in the order to ask for them: the page's
 * chunk and its static imports, then (when one of them waits for the rest of the catalog: @casino/i18n's gate, `gateKey`, in its code) the
 * module that maps locales to their rest parts and the default language's rest part. Without them in the HTML, the
 * browser finds each only after the one before it has run: the entry, then the page, then the two catalog files.
 */
export function landingPreloads(files: Iterable<OutputFile>, options: { page: RegExp; language: string | undefined; gateKey: string }): string[] {
  const chunks = new Map<string, OutputChunkInfo>();
  for (const file of files) if (file.type === "chunk") chunks.set(file.fileName, file);
  const page = [...chunks.values()].find((chunk) => [chunk.facadeModuleId ?? "", ...(chunk.moduleIds ?? [])].some((id) => options.page.test(id)));
  if (!page) return [];
  const initial = new Set(staticClosure(chunks, [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)));
  const own = staticClosure(chunks, [page.fileName]).filter((file) => !initial.has(file));
  // The gate as the minifier leaves it (any quotes): catalog-split.ts's restCatalogGate.
  const gate = new RegExp(`Symbol\\.for\\((["'\`])${escapeRegExp(options.gateKey)}\\1\\)`);
  if (!own.some((file) => gate.test(chunks.get(file)?.code ?? ""))) return own;
  const rest = new Map<string, string>();
  let map: string | undefined;
  for (const chunk of chunks.values()) {
    const locale = REST_PART.exec(chunk.facadeModuleId ?? "")?.[1];
    if (locale) rest.set(locale, chunk.fileName);
    else if (REST_PARTS_MAP.test(chunk.facadeModuleId ?? "")) map = chunk.fileName;
  }
  const locale = catalogFor(options.language, [...rest.keys()]);
  return [...own, map, locale === undefined ? undefined : rest.get(locale)].filter((file) => file !== undefined);
}

/**
 * index.html for a landing page: the lobby chunk's preload gives way to the page's (`preloads`, site-relative file
 * names), in the same place, so the entry, the framework and the boot catalog are still asked for first.
 */
export function landingHtml(html: string, options: { lobbyFile: string | undefined; preloads: readonly string[]; base: string }): string {
  const tags = options.preloads.map((file) => `<link rel="modulepreload" crossorigin href="${options.base}${file}">`).join("\n    ");
  const lobby = options.lobbyFile === undefined ? undefined : new RegExp(`<link rel="modulepreload" crossorigin href="${escapeRegExp(options.base + options.lobbyFile)}">`);
  if (lobby?.test(html)) return html.replace(lobby, () => tags);
  return html.replace("</head>", () => `  ${tags}\n  </head>`);
}

/**
 * `/offers` -> `offers.html`, `/profile2/limits` -> `profile2/limits.html`; a route with a parameter gets one page for
 * all its paths, the parameter written `__name`: `/casino/games/$game` -> `casino/games/__game.html` (a host serves it
 * for every game: landingPattern). The root has none (index.html).
 */
export function landingFileName(path: string): string | undefined {
  if (!/^\/\$?[\w-]+(\/\$?[\w-]+)*$/.test(path)) return undefined;
  return `${path.slice(1).replaceAll("$", "__")}.html`;
}

/** The paths a route with parameters answers (`/casino/games/$game` -> /^\/casino\/games\/[^/]+\/?$/); none for a static one. */
export function landingPattern(path: string): RegExp | undefined {
  if (!path.includes("/$") || landingFileName(path) === undefined) return undefined;
  const source = path
    .split("/")
    .map((segment) => (segment.startsWith("$") ? "[^/]+" : escapeRegExp(segment)))
    .join("\\/");
  return new RegExp(`^${source}\\/?$`);
}

/** The path of a page key in a brand: its pageUrlSetup entry, else the default. */
export function pagePath(key: string, pageUrlSetup: unknown, defaultPath: string): string {
  const entry = Array.isArray(pageUrlSetup)
    ? (pageUrlSetup as Array<{ key?: unknown; href?: unknown }>).find((item) => item?.key === key)
    : undefined;
  return typeof entry?.href === "string" ? entry.href : defaultPath;
}

/**
 * Build only: writes `<path>.html` for each landing page, index.html with the page's preloads (landingPreloads) in
 * place of the lobby's. A static host serves it for the path (Vite's preview does, as do CDNs' clean URLs); a host
 * that does not serves index.html, which works, a round trip or three slower.
 */
export function landingPages(options: {
  pages: ReadonlyArray<LandingPage & { path: string }>;
  language: string | undefined;
  landingChunk: string;
  gateKey: string;
}): Plugin {
  let base = "/";
  return {
    name: "casino-landing-pages",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: "post",
      handler(_output, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset" || typeof index.source !== "string") return;
        const files = Object.values(bundle) as unknown as OutputFile[];
        const lobbyFile = Object.values(bundle).find((file) => file.type === "chunk" && file.name === options.landingChunk)?.fileName;
        for (const page of options.pages) {
          const fileName = landingFileName(page.path);
          if (fileName === undefined) continue;
          const preloads = landingPreloads(files, { page: page.page, language: options.language, gateKey: options.gateKey });
          if (preloads.length === 0) this.error(`landing page ${page.key}: no chunk for ${page.page}`);
          this.emitFile({ type: "asset", fileName, source: landingHtml(index.source, { lobbyFile, preloads, base }) });
        }
      },
    },
  };
}
