// The paths the browser benches visit in a brand, by page key: the brand's pageUrlSetup entry for the key, else
// the default path. Tested in tooling/test/page-paths.test.ts.

/**
 * The default paths of the page keys the benches visit, as packages/shell/src/pages/default-pages.ts has them (the
 * test reads that file and checks they agree): the benches are plain node and cannot import the shell's TypeScript.
 */
export const BENCH_PAGE_PATHS = { home: "/", casino: "/casino", game: "/casino/games/$game", promotions: "/promotions" };

/** A page key's path in a brand's settings (brand.json): its pageUrlSetup entry when it names a path, else the default. */
export function pagePathIn(settings, key) {
  const entry = (settings?.pageUrlSetup ?? []).find((page) => page.key === key);
  if (typeof entry?.href === "string" && entry.href.startsWith("/")) return entry.href;
  const fallback = BENCH_PAGE_PATHS[key];
  if (fallback === undefined) throw new Error(`no default path for the page key "${key}" (known: ${Object.keys(BENCH_PAGE_PATHS).join(", ")})`);
  return fallback;
}

/** A route pattern with its `$param` segments filled with `value` ("/casino/games/$game" -> "/casino/games/<slug>"). */
export function fillParams(path, value) {
  return path.replace(/\$[A-Za-z_]\w*/g, encodeURIComponent(value));
}
