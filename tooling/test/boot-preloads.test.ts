import { describe, expect, it } from "vitest";
import { bootPreloadTags, catalogFor, type BundleChunk } from "../vite/boot-preloads.ts";

const bundle: BundleChunk[] = [
  { type: "chunk", fileName: "assets/index-a1.js", name: "index", facadeModuleId: "/repo/apps/player/index.html" },
  { type: "chunk", fileName: "assets/app-b2.js", name: "app", facadeModuleId: null },
  { type: "chunk", fileName: "assets/lobby-c3.js", name: "lobby", facadeModuleId: null },
  { type: "chunk", fileName: "assets/de-d4.js", name: "de", facadeModuleId: "/repo/packages/i18n/src/catalogs/de.ts?boot" },
  { type: "chunk", fileName: "assets/en-e5.js", name: "en", facadeModuleId: "/repo/packages/i18n/src/catalogs/en.ts?boot" },
  // The rest part and the whole catalog module are never asked for at the start.
  { type: "chunk", fileName: "assets/en-r9.js", name: "en", facadeModuleId: "/repo/packages/i18n/src/catalogs/en.ts?rest" },
  { type: "chunk", fileName: "assets/en-w0.js", name: "en", facadeModuleId: "/repo/packages/i18n/src/catalogs/en.ts" },
  { type: "chunk", fileName: "assets/pt-BR-f6.js", name: "pt-BR", facadeModuleId: "/repo/packages/i18n/src/catalogs/pt-BR.ts?boot" },
  { type: "chunk", fileName: "assets/GameDetailsPage-g7.js", name: "GameDetailsPage", facadeModuleId: "/repo/packages/casino/src/game/GameDetailsPage.tsx" },
  { type: "asset", fileName: "assets/en-h8.css", name: "en" },
];

const hrefs = (tags: ReturnType<typeof bootPreloadTags>) => tags.map((tag) => tag.attrs?.["href"]);

describe("bootPreloadTags", () => {
  it.each([
    ["en", ["/assets/en-e5.js", "/assets/lobby-c3.js"]],
    ["de", ["/assets/de-d4.js", "/assets/lobby-c3.js"]],
    // Not a prefix match: pt-BR's catalog is not "pt" or "en"'s.
    ["pt-BR", ["/assets/pt-BR-f6.js", "/assets/lobby-c3.js"]],
  ])("asks for the boot part of the %s catalog and the landing chunk, catalog first", (language, expected) => {
    expect(hrefs(bootPreloadTags(bundle, { language, landingChunk: "lobby" }))).toEqual(expected);
  });

  it("writes module preloads into the head, under the site's base", () => {
    const tags = bootPreloadTags(bundle, { language: "en", landingChunk: "lobby", base: "/casino-site/" });
    expect(tags).toEqual([
      { tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: "/casino-site/assets/en-e5.js" }, injectTo: "head" },
      { tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: "/casino-site/assets/lobby-c3.js" }, injectTo: "head" },
    ]);
  });

  it("asks for nothing it cannot find (no catalogs, no such chunk), and never for an asset", () => {
    expect(bootPreloadTags(bundle.slice(0, 3), { language: "en", landingChunk: "casino" })).toEqual([]);
    expect(hrefs(bootPreloadTags([bundle.at(-1)!], { language: "en", landingChunk: "en" }))).toEqual([]);
  });
});

describe("catalogFor", () => {
  const locales = ["en", "de", "pt-BR", "zh-Hant"];
  it.each([
    ["en", "en"],
    ["DE", "de"],
    ["de-AT", "de"],
    ["pt_br", "pt-BR"],
    ["zh-hant", "zh-Hant"],
    // A language without a catalog, or none at all: English, as the app falls back.
    ["fr", "en"],
    ["", "en"],
    [undefined, "en"],
  ])("%s -> %s", (language, expected) => {
    expect(catalogFor(language, locales)).toBe(expected);
  });

  it("has nothing to pick without catalogs", () => {
    expect(catalogFor("en", [])).toBeUndefined();
  });
});
