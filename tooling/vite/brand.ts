import { existsSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { defineConfig, type Plugin, type PreviewOptions, type ProxyOptions } from "vite";
import { bootPreloads } from "./boot-preloads.ts";
import { brandConfig } from "./brand-config.ts";
import { catalogSplit, REST_CATALOG_GATE_KEY } from "./catalog-split.ts";
import { contentSecurity } from "./csp.ts";
import { forwardTo } from "./forward.ts";
import { requireChunkGroups, type ChunkGroup } from "./chunk-groups.ts";
import { landingChunk } from "./landing-chunk.ts";
import { landingPages, pagePath, type LandingPage } from "./landing-pages.ts";
import { precompressed } from "./precompress.ts";
import { frameFileName, prerenderFrames, type FramePage } from "./prerender.ts";
import { casinoPlugins } from "./plugins.ts";

export const DEFAULT_SANDBOX_URL = "http://localhost:4000";

/** The lobby page's chunk: where most visits land, so index.html asks for it with the entry. */
const LANDING_CHUNK = "lobby";
/**
 * The other routes players land on from outside, each with an HTML file of its own that preloads its page
 * (landing-pages.ts), with the page key's default path (@casino/shell's DEFAULT_PAGE_PATHS: its tests check that the
 * two agree; tooling can't import the packages). Each page's chunk group takes what it imports along (fewer files:
 * /promotions' first paint 2.7 -> 2.25 s in Lighthouse over 6 files instead of 14), so a module two pages share lands
 * in the first one's chunk and the later page loads that chunk too: list the smaller pages first.
 */
export const LANDING_PAGES: ReadonlyArray<LandingPage & { defaultPath: string }> = [
  { key: "responsibility", defaultPath: "/responsibility", page: /packages[\\/]responsible-gaming[\\/]src[\\/]responsibility[\\/]ResponsibilityPage\.tsx$/ },
  { key: "promotions", defaultPath: "/promotions", page: /packages[\\/]rewards[\\/]src[\\/]promotions[\\/]PromotionsPage\.tsx$/ },
];
/**
 * Landing routes whose pages stay in their lazy chunks (no chunk group of their own): the category pages and a game's
 * page, where players arrive from ads and affiliates. Each gets an HTML file with its first paint and its chunk's
 * preloads; a route with a parameter one file for all its paths (landingFileName).
 */
const CATEGORY_PAGES = /packages[\\/]casino[\\/]src[\\/]lobby[\\/]CategoryPages\.tsx$/;
export const LAZY_LANDING_PAGES: ReadonlyArray<LandingPage & { defaultPath: string }> = [
  { key: "slots", defaultPath: "/casino/slots", page: CATEGORY_PAGES },
  { key: "liveCasino", defaultPath: "/casino/live-casino", page: CATEGORY_PAGES },
  { key: "popular", defaultPath: "/casino/popular", page: CATEGORY_PAGES },
  { key: "categoryGames", defaultPath: "/casino/categories/$category", page: CATEGORY_PAGES },
  { key: "game", defaultPath: "/casino/games/$game", page: /packages[\\/]casino[\\/]src[\\/]game[\\/]GamePage\.tsx$/ },
];
const FRAMEWORK_CHUNK = "app";
const CORE_CHUNK = "core";

/**
 * A lazy chunk's preload list, less the first download's files: index.html loads the framework, our core, the lobby
 * chunk and the runtime on every route, so naming them again in each of the ~60 lazy imports' lists only cost the
 * first download (about 0.2 KB gzip of file indexes in the core chunk). Less the imported chunk itself too (`file`):
 * the import() that follows the preload at once asks for it, so the extra <link> fetched nothing sooner, and its name
 * in the map of preloaded files cost the first download 1 KB gzip. Lists that index.html writes are kept whole.
 */
export function withoutFirstDownload(file: string, deps: string[], hostType: "html" | "js"): string[] {
  if (hostType === "html") return deps;
  const initial = new RegExp(`(^|/)(${[FRAMEWORK_CHUNK, CORE_CHUNK, LANDING_CHUNK, "rolldown-runtime"].join("|")})-[\\w-]{8}\\.js$`);
  return deps.filter((dep) => dep !== file && !initial.test(dep));
}

/**
 * A chunk's file name. Shared chunks (split out because several lazy chunks need them) are named by their hash alone:
 * the first download's map of the files to preload with each lazy import lists some 80 of them, and their module
 * names cost it 0.6 KB gzip. A lazy import's own chunk keeps its name (`ProvidersPage-<hash>.js`: the import() naming
 * it sits in the first download anyway, and tests find chunks by it), and so do the named groups (`namedChunks`).
 */
export function chunkFileName(chunk: { name: string; isEntry: boolean; isDynamicEntry: boolean }, namedChunks: readonly string[]): string {
  return chunk.isEntry || chunk.isDynamicEntry || namedChunks.includes(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash].js";
}

/** The API's paths: proxied to it by `vite dev` and `vite preview` (the socket.io one with its WebSocket). */
const API_PATHS = ["/api", "/sandbox", "/socket.io"] as const;

function apiProxy(target: string): Record<string, ProxyOptions> {
  return Object.fromEntries(
    API_PATHS.map((path) => [path, { target, changeOrigin: true, ...(path === "/socket.io" ? { ws: true } : {}) }]),
  );
}

/** The brand.json fields the build itself reads (the app reads the rest through @brand/config). */
interface BrandJson {
  brandName?: unknown;
  themeColor?: unknown;
  defaultLanguage?: unknown;
}

function readBrandJson(brandDir: string): BrandJson {
  return JSON.parse(readFileSync(join(brandDir, "brand.json"), "utf8")) as BrandJson;
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * PREVIEW_HTTP2=1: `vite preview` over HTTPS with HTTP/2, as a CDN serves the site (the browser benches measure it so),
 * with tooling/bench/localhost-tls's self-signed certificate for localhost (benches only: the browser is told to
 * accept it). Vite serves HTTP/1.1 whenever its own proxy is set, so the API is forwarded by a middleware instead.
 */
function http2Preview(target: string, port: number): { preview: PreviewOptions; plugin: Plugin } {
  const tls = join(import.meta.dirname, "..", "bench", "localhost-tls");
  return {
    preview: { port, https: { key: readFileSync(join(tls, "key.pem")), cert: readFileSync(join(tls, "cert.pem")) } },
    plugin: {
      name: "casino-preview-forward-api",
      configurePreviewServer(server) {
        server.middlewares.use(forwardTo(target, API_PATHS));
      },
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** Puts the brand's name and colour into index.html so the first paint and the tab are branded before any JS runs. */
function brandHtml(brand: BrandJson): Plugin {
  return {
    name: "casino-brand-html",
    transformIndexHtml: (html) =>
      html
        .replaceAll("%BRAND_NAME%", escapeHtml(text(brand.brandName) ?? "Casino"))
        .replaceAll("%THEME_COLOR%", escapeHtml(text(brand.themeColor) ?? "#000000")),
  };
}

/** brand.json with its build-time VITE_SETTING_<key>=<JSON or text> overrides: the settings the build bakes in. */
function buildSettings(brand: BrandJson): Record<string, unknown> {
  const overrides = Object.entries(process.env)
    .filter(([name, value]) => name.startsWith("VITE_SETTING_") && value !== undefined)
    .map(([name, value]): [string, unknown] => {
      try {
        return [name.slice("VITE_SETTING_".length), JSON.parse(value!)];
      } catch {
        return [name.slice("VITE_SETTING_".length), value];
      }
    });
  return { ...(brand as Record<string, unknown>), ...Object.fromEntries(overrides) };
}

/** The language a first visit starts in (no stored choice yet): brand.json's defaultLanguage, or its build-time override. */
function defaultLanguage(brand: BrandJson): string | undefined {
  const override = process.env["VITE_SETTING_defaultLanguage"];
  if (override !== undefined) {
    try {
      return String(JSON.parse(override));
    } catch {
      return override;
    }
  }
  return text(brand.defaultLanguage);
}

/**
 * The landing routes whose first paint the build writes into their HTML: the home page (unless the brand puts another
 * page at /), the lobby and the other landing pages, each at the brand's path.
 */
function framePages(settings: Record<string, unknown>): FramePage[] {
  const keys = [
    { key: "home", defaultPath: "/" },
    { key: "casino", defaultPath: "/casino" },
    ...[...LANDING_PAGES, ...LAZY_LANDING_PAGES].map(({ key, defaultPath }) => ({ key, defaultPath })),
  ];
  const pages = new Map<string, FramePage>();
  // A page the brand moved wins its path over a default (the lobby moved to / takes it from the home page).
  const moved = (key: string) => Array.isArray(settings["pageUrlSetup"]) && (settings["pageUrlSetup"] as Array<{ key?: unknown }>).some((entry) => entry?.key === key);
  for (const { key, defaultPath } of [...keys.filter((k) => moved(k.key)), ...keys.filter((k) => !moved(k.key))]) {
    const path = pagePath(key, settings["pageUrlSetup"], defaultPath);
    const file = frameFileName(path);
    if (file && !pages.has(path)) pages.set(path, { path, file });
  }
  return [...pages.values()];
}

/**
 * Where a brand's static site goes: <brand>/dist, or <BRAND_OUT_ROOT>/<brand> so parallel work (two engineers' e2e
 * runs on one machine) can build and preview without overwriting each other's dist.
 */
export function brandOutDir(brandDir: string): string {
  const outRoot = process.env.BRAND_OUT_ROOT;
  return outRoot ? join(resolve(outRoot), basename(brandDir)) : join(brandDir, "dist");
}

/**
 * The brand build factory: builds apps/player for one brand folder.
 * The brand folder supplies brand.json (settings), theme.css.ts (tokens) and assets/ (served at the site root);
 * the static site lands in <brand>/dist.
 */
export function brandViteConfig(options: { appRoot: string; brandDir: string }) {
  const brandDir = resolve(options.brandDir);
  for (const file of ["brand.json", "theme.css.ts", "assets"]) {
    if (!existsSync(join(brandDir, file))) throw new Error(`Brand folder ${brandDir} has no ${file}`);
  }
  const brand = readBrandJson(brandDir);
  const sandbox = process.env.SANDBOX_URL ?? DEFAULT_SANDBOX_URL;
  const previewPort = Number(process.env.PLAYER_PORT ?? 4173);
  const http2 = process.env.PREVIEW_HTTP2 === "1" ? http2Preview(sandbox, previewPort) : undefined;
  // The lobby (/casino) is where most visits land.
  const lobby = landingChunk(/packages[\\/]casino[\\/]src[\\/]lobby[\\/]LobbyPage\.tsx$/);
  // Each other landing page with what it needs beyond the entry and the lobby as one chunk too (its HTML preloads it).
  const landings = LANDING_PAGES.map((page) => ({ name: `${page.key}-page`, ...landingChunk(page.page) }));
  // The framework every page needs (React, TanStack, lingui, zustand, the ui-kit) as one chunk: left to automatic
  // splitting it came out as a dozen small shared chunks, costing about 4 KB gzip of lobby JavaScript. The dialog and
  // form components stay out of it: no first paint needs them, and in the group they would load with every page.
  const chunkGroups: Array<ChunkGroup & { tags?: Array<"$initial"> }> = [
    {
      name: FRAMEWORK_CHUNK,
      test: /node_modules[\\/]\.pnpm[\\/](react@|react-dom@|scheduler@|@tanstack\+|zustand@|js-cookie@|@lingui\+(core|react)@|use-sync-external-store@|@vanilla-extract\+(sprinkles|recipes|dynamic|private)@)|packages[\\/]ui-kit[\\/]src/,
      tags: ["$initial"],
    },
    // Our own packages' share of the first download as one chunk too: left to automatic splitting, every
    // lazy feature that shares a module with the entry (the session store, the user schema...) split it
    // into a chunk of its own: 14 files and 2.6 KB gzip more on the lobby route than as one.
    {
      name: CORE_CHUNK,
      test: /packages[\\/](?!ui-kit[\\/])[^\\/]+[\\/]src/,
      tags: ["$initial"],
    },
    // The lobby page with everything it needs beyond the entry (the tile, the layout components, shared
    // helpers) as one chunk: 2 requests after the entry instead of 15.
    { name: LANDING_CHUNK, test: lobby.test },
    ...landings.map(({ name, test }) => ({ name, test })),
  ];
  return defineConfig({
    root: options.appRoot,
    publicDir: join(brandDir, "assets"),
    envDir: brandDir,
    plugins: [
      ...casinoPlugins(),
      brandHtml(brand),
      // @brand/config: brand.json baked in, less the keys only settings2 carries (brand-config.ts).
      brandConfig(brandDir),
      lobby.plugin,
      ...landings.map((landing) => landing.plugin),
      catalogSplit({ landingChunk: LANDING_CHUNK, gateKey: REST_CATALOG_GATE_KEY }),
      bootPreloads({ language: defaultLanguage(brand), landingChunk: LANDING_CHUNK }),
      // An HTML file per other landing route (one per route with a parameter), preloading its own page instead of the lobby.
      landingPages({
        pages: [...LANDING_PAGES, ...LAZY_LANDING_PAGES].map((page) => ({ ...page, path: pagePath(page.key, buildSettings(brand)["pageUrlSetup"], page.defaultPath) })),
        language: defaultLanguage(brand),
        landingChunk: LANDING_CHUNK,
        gateKey: REST_CATALOG_GATE_KEY,
      }),
      // The named chunk groups above must come out, each with code: a test that stops matching drops its group silently.
      requireChunkGroups(chunkGroups),
      // The Content-Security-Policy: dist/_headers, sent by the preview with the proxied sandbox's origin added.
      contentSecurity({ settings: buildSettings(brand), apiOrigins: [sandbox], apiPaths: API_PATHS }),
      // First: the API's requests never reach the static files.
      ...(http2 ? [http2.plugin] : []),
      // The first paint of each landing page, written into its HTML at build time (before the precompression).
      prerenderFrames({ appRoot: options.appRoot, configFile: join(options.appRoot, "vite.config.ts"), pages: () => framePages(buildSettings(brand)), apiPaths: API_PATHS }),
      precompressed(),
    ],
    resolve: {
      // One copy of vanilla-extract, resolved from the app, so a brand folder needs no node_modules of its own.
      dedupe: ["@vanilla-extract/css"],
      alias: [
        // A brand's theme.css.ts imports the theme API; resolving it here lets a copied brand folder build before it is linked.
        { find: "@casino/ui-kit/theme", replacement: join(options.appRoot, "../../packages/ui-kit/src/theme/index.ts") },
        { find: "@brand/theme", replacement: join(brandDir, "theme.css.ts") },
        // TanStack's store selector imports the shim of useSyncExternalStore, for React before 18; the package's own
        // build over React's hook is the same code without the fallback (0.2 KB gzip less of the first download).
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: "use-sync-external-store/with-selector.js" },
      ],
    },
    build: {
      outDir: brandOutDir(brandDir),
      emptyOutDir: true,
      target: "es2022",
      sourcemap: process.env.BRAND_SOURCEMAP === "1",
      manifest: true,
      reportCompressedSize: false,
      // Every browser of the es2022 target preloads modules itself (Chrome 66, Safari 17, Firefox 115): Vite's
      // polyfill for older ones only cost the entry about 0.4 KB gzip.
      modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostType }) => withoutFirstDownload(file, deps, hostType) },
      // One stylesheet for the whole site (12.8 KB gzip, linked from index.html) instead of a file per lazy chunk:
      // Vite holds every lazy import until its CSS has loaded, so the lobby waited on about fifteen small stylesheets
      // in turn (each a round trip on a phone) and appending their <link>s cost ~25 ms at startup. Costs ~3.5 KB gzip
      // of other pages' rules on the first load; JavaScript is still split per route.
      cssCodeSplit: false,
      // The named chunk groups (above): the framework, our packages' share of the first download, the landing page.
      rolldownOptions: {
        output: {
          chunkFileNames: (chunk) => chunkFileName(chunk, [...chunkGroups.map((group) => group.name), "rolldown-runtime"]),
          advancedChunks: {
            groups: chunkGroups,
          },
        },
      },
    },
    server: { port: Number(process.env.PLAYER_PORT ?? 5173), proxy: apiProxy(sandbox) },
    preview: http2?.preview ?? { port: previewPort, proxy: apiProxy(sandbox) },
  });
}
