import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { build, minify, type Plugin, type ResolvedConfig } from "vite";
import { landingFileName, landingPattern } from "./landing-pages.ts";

/** The element the frame is written into, beside the app's #root (@casino/shell's PRERENDERED_FRAME_ID). */
export const FRAME_ELEMENT_ID = "prerendered";
/** The fallback page for every path without a file of its own: index.html as it was, with no frame in it. */
export const APP_HTML = "app.html";
const ROOT_ELEMENT = '<div id="root"></div>';

/** A landing route and the HTML file its first paint goes into ("/" -> index.html). */
export type FramePage = { path: string; file: string };
/** What the prerender entry answers for a path (@casino/shell/prerender's PrerenderedFrame). */
export type RenderedFrame = { html: string; htmlAttributes: Record<string, string> };

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The HTML file of a path: "/" -> index.html, "/offers" -> offers.html, "/profile2/limits" -> profile2/limits.html. */
export const frameFileName = (path: string): string | undefined => (path === "/" ? "index.html" : landingFileName(path));

const unescapeAttribute = (value: string) =>
  value.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/**
 * The brand's policy allows no inline styles (style-src 'self'), so the frame's style attributes (a skeleton's size,
 * set by the components as CSS variables) become rules of a stylesheet: `style="--w:9rem"` -> `data-frame-style="2"`
 * and `[data-frame-style="2"]{--w:9rem}`. Returns the frames and the rules, one per distinct style.
 */
export function extractFrameStyles(frames: readonly string[]): { frames: string[]; css: string } {
  const ids = new Map<string, number>();
  const out = frames.map((frame) =>
    frame.replace(/ style="([^"]*)"/g, (_match, value: string) => {
      const css = unescapeAttribute(value);
      if (!ids.has(css)) ids.set(css, ids.size);
      return ` data-frame-style="${ids.get(css)}"`;
    }),
  );
  const css = [...ids].map(([style, id]) => `[data-frame-style="${id}"]{${style}}`).join("\n");
  return { frames: out, css: css ? `${css}\n` : "" };
}

/**
 * A landing page's HTML with its first paint: the frame in its own element before the app's #root (the app renders
 * into #root and removes the frame in the same commit), the frame's stylesheet after the site's, and <html>'s
 * attributes.
 */
export function withFrame(html: string, frame: string, stylesheet: string | undefined, htmlAttributes: Readonly<Record<string, string>> = {}): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`the page has no ${ROOT_ELEMENT} to write the frame beside`);
  if (!/<html[^>]*>/.test(html)) throw new Error("the page has no <html> element");
  const link = stylesheet ? `<link rel="stylesheet" crossorigin href="${stylesheet}">` : "";
  const withLink = link ? html.replace("</head>", () => `  ${link}\n  </head>`) : html;
  // The theme's class and the language on <html>, as the app sets them: the frame's styles and text direction need them.
  const attributes = Object.entries(htmlAttributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
  const withHtml = withLink.replace(/<html[^>]*>/, () => `<html${attributes}>`);
  // Inert and hidden from assistive technology: a painting, not yet the app. A click or a key on it would be lost, and
  // the app's own controls replace it within the first second; a screen reader meets the app's, not a copy that vanishes.
  return withHtml.replace(ROOT_ELEMENT, () => `<div id="${FRAME_ELEMENT_ID}" inert aria-hidden="true">${frame}</div>${ROOT_ELEMENT}`);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** What the chunk order reads of Vite's build manifest: each chunk's file and the chunks it imports statically. */
export type BuildManifest = Readonly<Record<string, { file: string; imports?: readonly string[] }>>;

/**
 * The chunks the entry imports statically, in the order the entry's own import evaluates them (each chunk's imports
 * before it, in their order; each once), less the entry itself: the frame loader evaluates them one per task before
 * the entry. Lazy chunks are not among them (a later chunk may wait at its top level for the app's catalog).
 */
export function entryChunkOrder(manifest: BuildManifest, entryFile: string, base = "/"): string[] {
  const key = Object.keys(manifest).find((name) => `${base}${manifest[name]?.file}` === entryFile);
  if (key === undefined) throw new Error(`the build manifest has no chunk for the entry ${entryFile}`);
  const order: string[] = [];
  const seen = new Set<string>([key]);
  const visit = (name: string) => {
    for (const dependency of manifest[name]?.imports ?? []) {
      if (seen.has(dependency)) continue;
      seen.add(dependency);
      visit(dependency);
      const file = manifest[dependency]?.file;
      if (file) order.push(`${base}${file}`);
    }
  };
  visit(key);
  return order;
}

/**
 * A framed page's scripts, asked for after its first paint (frame-loader.js): the entry's <script> and the
 * modulepreload <link>s Vite and the landing pages wrote become one small loader that names them. Loaded beside the
 * frame's stylesheet they shared its bandwidth and the main thread ran the app's 140 KB before the frame was painted.
 * `chunkOrder(entry)` names the entry's static chunks in their evaluation order (entryChunkOrder), which the loader
 * evaluates one per task.
 */
export function deferAppScripts(html: string, loaderSrc: string, chunkOrder: (entry: string) => readonly string[] = () => []): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? "");
  if (entries.length !== 1) throw new Error(`a framed page needs exactly one entry script, found ${entries.length}`);
  const entry = entries[0] ?? "";
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const chunks = chunkOrder(entry).join(" ");
  const loader = `<script type="module" src="${escapeAttribute(loaderSrc)}" data-app-entry="${escapeAttribute(entry)}" data-app-preloads="${escapeAttribute(preloads.join(" "))}"${chunks ? ` data-app-chunks="${escapeAttribute(chunks)}"` : ""}></script>`;
  return html
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace("</head>", () => `  ${loader}\n  </head>`);
}

/** Renders the paths with the server build of apps/player/src/prerender.tsx, in a DOM of happy-dom, in a child process. */
function renderFrames(bundle: string, paths: readonly string[]): Record<string, RenderedFrame> {
  const script = join(import.meta.dirname, "..", "scripts", "prerender-render.mjs");
  const result = spawnSync(process.execPath, [script, bundle, JSON.stringify(paths)], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 120_000 });
  if (result.status !== 0) throw new Error(`prerender failed (${result.status ?? result.signal}):\n${(result.stderr ?? "").slice(-4000)}`);
  return JSON.parse(result.stdout) as Record<string, RenderedFrame>;
}

/**
 * The host's rules of a build with first paints (`_redirects`, Netlify and Cloudflare Pages): each route with
 * parameters gets its one page (`/casino/games/* /casino/games/__game.html 200`), every other path without a file of
 * its own app.html (their clean URLs serve the rest).
 */
export function hostRules(pages: readonly FramePage[], base = "/"): string {
  const templates = pages
    .filter((page) => landingPattern(page.path))
    .map((page) => `${page.path.replace(/\/\$[\w-]+/g, "/*").replace(/(\/\*)+$/, "/*")} ${base}${page.file} 200`);
  return [...templates, `/* ${base}${APP_HTML} 200`].join("\n") + "\n";
}

/**
 * Preview (and any host told the same): a path of a route with parameters gets that route's page (`pages`, its first
 * paint), any other path with no file of its own app.html, the page without a frame.
 */
export function appFallbackMiddleware(dir: string, apiPaths: readonly string[], pages: readonly FramePage[] = []) {
  const root = resolve(dir);
  const templates = pages.flatMap((page) => {
    const pattern = landingPattern(page.path);
    return pattern ? [{ pattern, file: page.file }] : [];
  });
  return (req: IncomingMessage, _res: ServerResponse, next: () => void): void => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !existsSync(join(root, APP_HTML))) return next();
    const url = new URL(req.url ?? "/", "http://local");
    const path = url.pathname;
    if (path === "/" || extname(path) !== "" || apiPaths.some((api) => path === api || path.startsWith(`${api}/`))) return next();
    const file = frameFileName(path.replace(/\/+$/, ""));
    if (file && existsSync(join(root, file))) return next();
    const template = templates.find(({ pattern }) => pattern.test(path));
    req.url = `/${template && existsSync(join(root, template.file)) ? template.file : APP_HTML}${url.search}`;
    next();
  };
}

/** The path a page's frame is rendered at: a route's parameters as their names (`/casino/games/__game`). */
export const renderPath = (path: string): string => path.replaceAll("/$", "/__");

/**
 * Build: after the site is written, renders each landing page's first paint at build time (the app itself, from a
 * server build of the same modules) and writes it into that page's HTML (withFrame); index.html as it was becomes
 * app.html, the page of every other path. Runs before the precompression, which then compresses the pages as written.
 */
export function prerenderFrames(options: { appRoot: string; configFile: string; pages: () => readonly FramePage[]; apiPaths: readonly string[] }): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: "casino-prerender",
    // The build writes the pages; the preview serves app.html for the other paths. Never in the server build itself.
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      server.middlewares.use(appFallbackMiddleware(resolve(server.config.root, server.config.build.outDir), options.apiPaths, options.pages()));
    },
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        if (config?.command !== "build" || process.env.BRAND_PRERENDER === "0") return;
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = mkdtempSync(join(tmpdir(), "casino-prerender-"));
        try {
          await build({
            configFile: options.configFile,
            mode: config.mode,
            logLevel: "warn",
            publicDir: false,
            build: { ssr: join(options.appRoot, "src", "prerender.tsx"), outDir: serverDir, emptyOutDir: true, minify: false, sourcemap: false, copyPublicDir: false },
            // The browser's builds of every package (the frame is the browser's markup), bundled whole for Node.
            ssr: { noExternal: true, target: "webworker", resolve: { conditions: ["browser", "production", "module", "import", "default"], externalConditions: ["browser", "production", "import", "default"] } },
          });
          const pages = options.pages();
          const rendered = renderFrames(join(serverDir, "prerender.js"), pages.map((page) => renderPath(page.path)));
          const index = readFileSync(join(outDir, "index.html"), "utf8");
          writeFileSync(join(outDir, APP_HTML), index);
          writeFileSync(join(outDir, "_redirects"), hostRules(pages, config.base));
          const { frames, css } = extractFrameStyles(pages.map((page) => rendered[renderPath(page.path)]?.html ?? ""));
          let stylesheet: string | undefined;
          if (css) {
            const name = `assets/frame-${createHash("sha256").update(css).digest("base64url").slice(0, 8)}.css`;
            writeFileSync(join(outDir, name), css);
            stylesheet = `${config.base}${name}`;
          }
          // Minified: its comments are for its readers, not for the first paint's bandwidth (5.0 -> 1.9 KB).
          const loaderSource = (await minify("frame-loader.js", readFileSync(join(import.meta.dirname, "frame-loader.js"), "utf8"), { compress: true, mangle: true })).code;
          const loaderName = `assets/frame-loader-${createHash("sha256").update(loaderSource).digest("base64url").slice(0, 8)}.js`;
          writeFileSync(join(outDir, loaderName), loaderSource);
          const loaderSrc = `${config.base}${loaderName}`;
          const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as BuildManifest;
          const base = config.base;
          pages.forEach((page, i) => {
            const target = join(outDir, page.file);
            // A landing page with no HTML of its own yet (the lobby) starts from index.html, which preloads the lobby.
            const html = existsSync(target) && page.file !== "index.html" ? readFileSync(target, "utf8") : index;
            const framed = withFrame(html, frames[i] ?? "", stylesheet, rendered[renderPath(page.path)]?.htmlAttributes);
            writeFileSync(target, deferAppScripts(framed, loaderSrc, (entry) => entryChunkOrder(manifest, entry, base)));
          });
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
