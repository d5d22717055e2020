// Bundle figures from a Vite manifest (`build.manifest: true`): pure apart from gzip, reads files through `readFile`.
// Initial = the html entry chunk and its static imports (transitively); lazy = every dynamic import reachable
// from there, costed as the bytes navigating to it adds (its chunk, its static imports and CSS not loaded yet).
import { gzipSync } from "node:zlib";

export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/** The html entry (index.html), else the first entry chunk. */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const key = entries.find((k) => k === "index.html") ?? entries.find((k) => k.endsWith(".html")) ?? entries[0];
  if (!key) throw new Error("the manifest has no entry chunk (isEntry)");
  return key;
}

/** A chunk's display name: its source file relative to the repo (`../../packages/x` → `packages/x`). */
export function chunkName(manifest, key) {
  const chunk = manifest[key];
  return (chunk.src ?? chunk.name ?? key).replace(/^(\.\.\/)+/, "");
}

function chunkOf(manifest, key) {
  const c = manifest[key];
  if (!c) throw new Error(`the manifest refers to "${key}" but has no such chunk`);
  return c;
}

/** The manifest keys a chunk needs loaded with it: itself and its static `imports`, transitively (each once). */
export function staticGraph(manifest, key) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const i of chunkOf(manifest, k).imports ?? []) visit(i);
  };
  visit(key);
  return seen;
}

/** Vite's one stylesheet when CSS code splitting is off: linked from index.html, so part of every first download. */
const SINGLE_STYLESHEET = "style.css";

/** The JS and CSS files of a set of chunks (a CSS entry counts as CSS), each once; the entry's brings the single stylesheet. */
function filesOfChunks(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const single = manifest[SINGLE_STYLESHEET];
  if (single && [...keys].some((k) => chunkOf(manifest, k).isEntry)) css.add(single.file);
  for (const k of keys) {
    const c = chunkOf(manifest, k);
    (c.file.endsWith(".css") ? css : js).add(c.file);
    for (const f of c.css ?? []) css.add(f);
  }
  return { js: [...js], css: [...css] };
}

/**
 * @param {Record<string, {file: string, src?: string, name?: string, css?: string[], imports?: string[], dynamicImports?: string[], isEntry?: boolean}>} manifest
 * @param {(file: string) => Uint8Array} readFile reads a file of the build output by its manifest path
 */
export function bundleSizes(manifest, readFile) {
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(readFile(file)));
    return sizes.get(file);
  };
  const chunk = (key) => chunkOf(manifest, key);
  const closure = (key) => staticGraph(manifest, key);
  const filesOf = (keys) => filesOfChunks(manifest, keys);
  const sum = (files) => files.reduce((total, f) => total + size(f), 0);

  const entry = entryKey(manifest);
  const initialKeys = closure(entry);
  const initial = filesOf(initialKeys);
  const loaded = new Set([...initial.js, ...initial.css]);

  const lazy = [];
  const done = new Set(initialKeys);
  const queue = [...initialKeys].flatMap((k) => chunk(k).dynamicImports ?? []);
  while (queue.length > 0) {
    const key = queue.shift();
    if (done.has(key)) continue;
    done.add(key);
    const keys = closure(key);
    const own = filesOf(keys);
    const js = own.js.filter((f) => !loaded.has(f));
    const css = own.css.filter((f) => !loaded.has(f));
    lazy.push({
      name: chunkName(manifest, key),
      file: chunk(key).file,
      gzip: sum(js) + sum(css),
      js: sum(js),
      css: sum(css),
      own: size(chunk(key).file),
      files: [...js, ...css],
    });
    for (const k of keys) queue.push(...(chunk(k).dynamicImports ?? []));
  }
  lazy.sort((a, b) => a.name.localeCompare(b.name));

  const all = new Set([...loaded, ...lazy.flatMap((l) => l.files)]);
  const allFiles = [...all];
  return {
    entry,
    initialJs: { gzip: sum(initial.js), files: initial.js },
    initialCss: { gzip: sum(initial.css), files: initial.css },
    lazy,
    total: {
      gzip: sum(allFiles),
      js: sum(allFiles.filter((f) => !f.endsWith(".css"))),
      css: sum(allFiles.filter((f) => f.endsWith(".css"))),
      files: allFiles.length,
    },
  };
}

/**
 * A route's first download: the entry's static graph plus the static graph of the lazy page chunk whose source
 * matches `page` (e.g. /packages\/casino\/src\/lobby\/.*LobbyPage/), each file once, in gzip bytes. What that
 * page imports dynamically (after first paint) is not in it. null when no chunk matches (the page is not built).
 * @param {(file: string) => Uint8Array} readFile
 */
export function routeSizes(manifest, readFile, page) {
  const key = Object.keys(manifest).find((k) => page.test(chunkName(manifest, k)));
  if (key === undefined) return null;
  const keys = new Set([...staticGraph(manifest, entryKey(manifest)), ...staticGraph(manifest, key)]);
  const { js, css } = filesOfChunks(manifest, keys);
  const sum = (files) => files.reduce((total, f) => total + gzipSize(readFile(f)), 0);
  return { name: chunkName(manifest, key), js: { gzip: sum(js), files: js }, css: { gzip: sum(css), files: css } };
}

/** Budget failures for one brand's figures, as messages. */
export function overBudget(brand, figures, budgets) {
  const failures = [];
  const check = (what, gzip, budget) => {
    if (budget !== undefined && gzip > budget) failures.push(`${brand}: ${what} is ${gzip} B gzip, over its budget of ${budget} B by ${gzip - budget} B`);
  };
  check("initial JS", figures.initialJs.gzip, budgets.initialJs);
  check("initial CSS", figures.initialCss.gzip, budgets.initialCss);
  for (const l of figures.lazy) check(`lazy chunk ${l.name}`, l.gzip, budgets.lazyChunk);
  if (figures.lobbyRoute) check(`the lobby route's JS (entry + ${figures.lobbyRoute.name})`, figures.lobbyRoute.js.gzip, budgets.lobbyRouteJs);
  const routeFiles = figures.lobbyRoute?.js.files.length;
  if (routeFiles !== undefined && budgets.lobbyRouteFiles !== undefined && routeFiles > budgets.lobbyRouteFiles) {
    failures.push(`${brand}: the lobby route's JS is ${routeFiles} files, over its budget of ${budgets.lobbyRouteFiles} (each is a request, a round trip on a phone)`);
  }
  return failures;
}
