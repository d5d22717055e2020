import { describe, expect, it } from "vitest";
import { bundleSizes, entryKey, gzipSize, overBudget, routeSizes, staticGraph, type Manifest } from "../bench/bundle-size.mjs";

const LOBBY = "../../packages/casino/src/Lobby.tsx";
const DETAILS = "../../packages/casino/src/GameDetails.tsx";
const DE = "../../packages/i18n/src/locales/de.po";

/** index.html → vendor, shared (vendor → shared again); lazy: Lobby (→ shared, route-vendor; → GameDetails lazily), de catalog. */
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    src: "index.html",
    isEntry: true,
    imports: ["_vendor.js", "_shared.js"],
    dynamicImports: [LOBBY, DE, "_shared.js"],
    css: ["assets/index.css"],
  },
  "_vendor.js": { file: "assets/vendor.js", imports: ["_shared.js"], css: ["assets/vendor.css"] },
  "_shared.js": { file: "assets/shared.js", css: ["assets/index.css"] },
  [LOBBY]: {
    file: "assets/Lobby.js",
    src: LOBBY,
    isDynamicEntry: true,
    imports: ["_shared.js", "_route-vendor.js"],
    dynamicImports: [DETAILS],
    css: ["assets/Lobby.css"],
  },
  "_route-vendor.js": { file: "assets/route-vendor.js" },
  [DETAILS]: { file: "assets/GameDetails.js", src: DETAILS, isDynamicEntry: true, imports: ["_route-vendor.js"] },
  [DE]: { file: "assets/de.js", src: DE, isDynamicEntry: true },
};

/** Distinct contents that compress differently, so a file counted twice shows in the sums. */
const files: Record<string, Uint8Array> = Object.fromEntries(
  Object.values(manifest)
    .flatMap((c) => [c.file, ...(c.css ?? [])])
    .map((f, i) => [f, new TextEncoder().encode(`/* ${f} */ ${"x".repeat(50 * (i + 1))}${Array.from({ length: i * 20 }, (_, j) => j * 7919).join(",")}`)]),
);
const gz = (...names: string[]) => names.reduce((sum, f) => sum + gzipSize(files[`assets/${f}`]!), 0);

function read(reads: string[] = []) {
  return (file: string) => {
    reads.push(file);
    const bytes = files[file];
    if (!bytes) throw new Error(`no file ${file}`);
    return bytes;
  };
}

describe("bundleSizes", () => {
  const figures = bundleSizes(manifest, read());

  it("counts the entry chunk and its static imports once each as initial JS", () => {
    expect(figures.entry).toBe("index.html");
    expect(figures.initialJs.files.sort()).toEqual(["assets/index.js", "assets/shared.js", "assets/vendor.js"]);
    expect(figures.initialJs.gzip).toBe(gz("index.js", "vendor.js", "shared.js"));
  });

  it("counts the css of the entry and of its static imports as initial CSS", () => {
    expect(figures.initialCss.files.sort()).toEqual(["assets/index.css", "assets/vendor.css"]);
    expect(figures.initialCss.gzip).toBe(gz("index.css", "vendor.css"));
  });

  it("lists every reachable dynamic import by source file, sorted, skipping chunks already loaded", () => {
    expect(figures.lazy.map((l) => l.name)).toEqual([
      "packages/casino/src/GameDetails.tsx",
      "packages/casino/src/Lobby.tsx",
      "packages/i18n/src/locales/de.po",
    ]);
  });

  it.each([
    ["packages/casino/src/Lobby.tsx", ["Lobby.js", "route-vendor.js"], ["Lobby.css"], "Lobby.js"],
    ["packages/casino/src/GameDetails.tsx", ["GameDetails.js", "route-vendor.js"], [], "GameDetails.js"],
    ["packages/i18n/src/locales/de.po", ["de.js"], [], "de.js"],
  ])("costs lazy %s as the bytes it adds to the initial load", (name, js, css, own) => {
    const chunk = figures.lazy.find((l) => l.name === name)!;
    expect(chunk.js).toBe(gz(...js));
    expect(chunk.css).toBe(gz(...css));
    expect(chunk.gzip).toBe(gz(...js, ...css));
    expect(chunk.own).toBe(gz(own));
    expect(chunk.files.sort()).toEqual([...js, ...css].map((f) => `assets/${f}`).sort());
  });

  it("totals every file once", () => {
    const all = ["index.js", "vendor.js", "shared.js", "index.css", "vendor.css", "Lobby.js", "Lobby.css", "route-vendor.js", "GameDetails.js", "de.js"];
    expect(figures.total).toEqual({
      gzip: gz(...all),
      js: gz(...all.filter((f) => f.endsWith(".js"))),
      css: gz(...all.filter((f) => f.endsWith(".css"))),
      files: all.length,
    });
  });

  it("reads each file once", () => {
    const reads: string[] = [];
    bundleSizes(manifest, read(reads));
    expect(reads.length).toBe(new Set(reads).size);
    expect(reads.length).toBe(10);
  });

  it("counts Vite's single stylesheet (CSS code splitting off) as initial CSS, and in no lazy chunk", () => {
    const single: Manifest = {
      "index.html": { file: "assets/index.js", src: "index.html", isEntry: true, dynamicImports: [DE] },
      "style.css": { file: "assets/Lobby.css", src: "style.css" },
      [DE]: { file: "assets/de.js", src: DE, isDynamicEntry: true },
    };
    const sizes = bundleSizes(single, read());
    expect(sizes.initialCss).toEqual({ gzip: gz("Lobby.css"), files: ["assets/Lobby.css"] });
    expect(sizes.lazy.map((l) => [l.name, l.css])).toEqual([["packages/i18n/src/locales/de.po", 0]]);
    expect(routeSizes(single, read(), /de\.po$/)?.css.files).toEqual(["assets/Lobby.css"]);
  });

  it("names a missing chunk", () => {
    const broken: Manifest = { "index.html": { file: "assets/index.js", isEntry: true, imports: ["_gone.js"] } };
    expect(() => bundleSizes(broken, () => new Uint8Array(1))).toThrow(`the manifest refers to "_gone.js"`);
  });
});

describe("entryKey", () => {
  it.each<[string, Manifest, string]>([
    ["index.html first", { "src/main.ts": { file: "a.js", isEntry: true }, "index.html": { file: "b.js", isEntry: true } }, "index.html"],
    ["another html entry", { "src/main.ts": { file: "a.js" }, "app.html": { file: "b.js", isEntry: true } }, "app.html"],
    ["any entry", { "_x.js": { file: "x.js" }, "src/main.ts": { file: "a.js", isEntry: true } }, "src/main.ts"],
  ])("picks %s", (_what, m, expected) => {
    expect(entryKey(m)).toBe(expected);
  });

  it("throws without an entry", () => {
    expect(() => entryKey({ "_x.js": { file: "x.js" } })).toThrow("no entry chunk");
  });
});

describe("staticGraph", () => {
  it.each<[string, string[]]>([
    ["index.html", ["index.html", "_vendor.js", "_shared.js"]],
    [LOBBY, [LOBBY, "_shared.js", "_route-vendor.js"]],
    [DETAILS, [DETAILS, "_route-vendor.js"]],
    [DE, [DE]],
  ])("walks the static imports of %s once each, not its dynamic ones", (key, keys) => {
    expect([...staticGraph(manifest, key)]).toEqual(keys);
  });

  it("survives an import cycle", () => {
    const cyclic: Manifest = { a: { file: "a.js", imports: ["b"] }, b: { file: "b.js", imports: ["a"] } };
    expect([...staticGraph(cyclic, "a")]).toEqual(["a", "b"]);
  });
});

describe("routeSizes", () => {
  it("costs the entry graph plus the page chunk's static graph, each file once, without its lazy imports", () => {
    expect(routeSizes(manifest, read(), /casino\/src\/Lobby\.tsx$/)).toEqual({
      name: "packages/casino/src/Lobby.tsx",
      js: { gzip: gz("index.js", "vendor.js", "shared.js", "Lobby.js", "route-vendor.js"), files: ["assets/index.js", "assets/vendor.js", "assets/shared.js", "assets/Lobby.js", "assets/route-vendor.js"] },
      css: { gzip: gz("index.css", "vendor.css", "Lobby.css"), files: ["assets/index.css", "assets/vendor.css", "assets/Lobby.css"] },
    });
  });

  it("is null when no chunk comes from the page (not built yet)", () => {
    expect(routeSizes(manifest, read(), /lobby\/LobbyPage/)).toBeNull();
  });
});

describe("overBudget", () => {
  const budgets = { initialJs: 100, initialCss: 50, lazyChunk: 80, lobbyRouteJs: 150 };
  const base = {
    entry: "index.html",
    initialJs: { gzip: 100, files: [] },
    initialCss: { gzip: 50, files: [] },
    lazy: [{ name: "packages/casino/src/Lobby.tsx", file: "Lobby.js", gzip: 80, js: 80, css: 0, own: 80, files: [] }],
    total: { gzip: 230, js: 180, css: 50, files: 3 },
  };

  it("passes figures at their budgets", () => {
    expect(overBudget("noir", base, budgets)).toEqual([]);
  });

  it.each([
    ["initial JS", { ...base, initialJs: { gzip: 101, files: [] } }, "noir: initial JS is 101 B gzip, over its budget of 100 B by 1 B"],
    ["initial CSS", { ...base, initialCss: { gzip: 60, files: [] } }, "noir: initial CSS is 60 B gzip, over its budget of 50 B by 10 B"],
    ["a lazy chunk", { ...base, lazy: [{ ...base.lazy[0]!, gzip: 90 }] }, "noir: lazy chunk packages/casino/src/Lobby.tsx is 90 B gzip, over its budget of 80 B by 10 B"],
    [
      "the lobby route",
      { ...base, lobbyRoute: { name: "packages/casino/src/Lobby.tsx", js: { gzip: 151, files: [] }, css: { gzip: 0, files: [] } } },
      "noir: the lobby route's JS (entry + packages/casino/src/Lobby.tsx) is 151 B gzip, over its budget of 150 B by 1 B",
    ],
  ])("fails %s over budget", (_what, figures, message) => {
    expect(overBudget("noir", figures, budgets)).toEqual([message]);
  });

  it.each([
    [2, []],
    [3, []],
    [4, ["noir: the lobby route's JS is 4 files, over its budget of 3 (each is a request, a round trip on a phone)"]],
  ])("counts the lobby route's files: %i against a budget of 3", (count, expected) => {
    const lobbyRoute = { name: "packages/casino/src/Lobby.tsx", js: { gzip: 10, files: Array.from({ length: count }, (_, i) => `f${i}.js`) }, css: { gzip: 0, files: [] } };
    expect(overBudget("noir", { ...base, lobbyRoute }, { ...budgets, lobbyRouteFiles: 3 })).toEqual(expected);
  });
});
