import { describe, expect, it } from "vitest";
import { bootPreloadTags, type BundleChunk } from "../vite/boot-preloads.ts";

const bundle: BundleChunk[] = [
  { type: "chunk", fileName: "assets/index-a1.js", name: "index", facadeModuleId: "/repo/apps/player/index.html" },
  { type: "chunk", fileName: "assets/app-b2.js", name: "app", facadeModuleId: null },
  { type: "chunk", fileName: "assets/lobby-c3.js", name: "lobby", facadeModuleId: null },
  { type: "chunk", fileName: "assets/de-d4.js", name: "de", facadeModuleId: "/repo/packages/i18n/src/catalogs/de.ts" },
  { type: "chunk", fileName: "assets/en-e5.js", name: "en", facadeModuleId: "/repo/packages/i18n/src/catalogs/en.ts" },
  { type: "chunk", fileName: "assets/pt-BR-f6.js", name: "pt-BR", facadeModuleId: "/repo/packages/i18n/src/catalogs/pt-BR.ts" },
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
  ])("asks for the %s catalog and the landing chunk, catalog first", (locale, expected) => {
    expect(hrefs(bootPreloadTags(bundle, { locale, landingChunk: "lobby" }))).toEqual(expected);
  });

  it("writes module preloads into the head, under the site's base", () => {
    const tags = bootPreloadTags(bundle, { locale: "en", landingChunk: "lobby", base: "/casino-site/" });
    expect(tags).toEqual([
      { tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: "/casino-site/assets/en-e5.js" }, injectTo: "head" },
      { tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: "/casino-site/assets/lobby-c3.js" }, injectTo: "head" },
    ]);
  });

  it("asks for nothing it cannot find (no such locale, no such chunk), and never for an asset", () => {
    expect(bootPreloadTags(bundle, { locale: "fr", landingChunk: "casino" })).toEqual([]);
    expect(hrefs(bootPreloadTags([bundle[7]!], { locale: "en", landingChunk: "en" }))).toEqual([]);
  });
});
