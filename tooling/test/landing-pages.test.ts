import { describe, expect, it } from "vitest";
import { landingFileName, landingHtml, landingPattern, landingPreloads, pagePath, type OutputFile } from "../vite/landing-pages.ts";

const GATE = "@casino/i18n.rest-catalog";
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], code = "", isEntry = false): OutputFile => ({
  type: "chunk",
  fileName,
  facadeModuleId,
  isEntry,
  imports,
  code,
});

const bundle: OutputFile[] = [
  chunk("assets/index-a1.js", "/repo/apps/player/index.html", ["assets/app-b2.js", "assets/core-c3.js"], "", true),
  chunk("assets/app-b2.js", null),
  chunk("assets/core-c3.js", null, ["assets/app-b2.js"]),
  chunk("assets/lobby-d4.js", null, ["assets/core-c3.js"]),
  // The page waits for the rest of the catalog (the minifier left backquotes) and shares the lobby's chunk.
  chunk("assets/PromotionsPage-e5.js", "/repo/packages/rewards/src/promotions/PromotionsPage.tsx", ["assets/lobby-d4.js", "assets/BonusAction-f6.js", "assets/app-b2.js"], `export{X};await globalThis[Symbol.for(\`${GATE}\`)]?.();`),
  chunk("assets/BonusAction-f6.js", null, ["assets/safe-html-g7.js", "assets/core-c3.js"]),
  chunk("assets/safe-html-g7.js", null),
  chunk("assets/ResponsibilityPage-h8.js", "/repo/packages/responsible-gaming/src/responsibility/ResponsibilityPage.tsx", ["assets/safe-html-g7.js"]),
  chunk("assets/rest-catalogs-i9.js", "/repo/packages/i18n/src/rest-catalogs.ts"),
  chunk("assets/en-j0.js", "/repo/packages/i18n/src/catalogs/en.ts?rest"),
  chunk("assets/de-k1.js", "/repo/packages/i18n/src/catalogs/de.ts?rest"),
  chunk("assets/en-l2.js", "/repo/packages/i18n/src/catalogs/en.ts?boot"),
  { type: "asset", fileName: "index.html", source: "<html></html>" },
];

const PROMOTIONS = /PromotionsPage\.tsx$/;

describe("landingPreloads", () => {
  it("lists the page's chunk and its static imports past the entry's graph, then the default language's rest of the catalog", () => {
    expect(landingPreloads(bundle, { page: PROMOTIONS, language: "de", gateKey: GATE })).toEqual([
      "assets/PromotionsPage-e5.js",
      "assets/lobby-d4.js",
      "assets/BonusAction-f6.js",
      "assets/safe-html-g7.js",
      "assets/rest-catalogs-i9.js",
      "assets/de-k1.js",
    ]);
  });

  it("falls back to English's rest for a language without a catalog", () => {
    expect(landingPreloads(bundle, { page: PROMOTIONS, language: "fr", gateKey: GATE }).slice(-2)).toEqual(["assets/rest-catalogs-i9.js", "assets/en-j0.js"]);
  });

  it("asks for no catalog when no chunk of the page waits for it", () => {
    expect(landingPreloads(bundle, { page: /ResponsibilityPage\.tsx$/, language: "en", gateKey: GATE })).toEqual([
      "assets/ResponsibilityPage-h8.js",
      "assets/safe-html-g7.js",
    ]);
  });

  it("has nothing for a page that is not in the build", () => {
    expect(landingPreloads(bundle, { page: /VipPage\.tsx$/, language: "en", gateKey: GATE })).toEqual([]);
  });
});

describe("landingHtml", () => {
  const index = [
    "<head>",
    '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/en-l2.js">',
    '<link rel="modulepreload" crossorigin href="/assets/lobby-d4.js">',
    "</head>",
  ].join("\n");

  it("puts the page's preloads where the lobby's was, after the boot catalog", () => {
    const html = landingHtml(index, { lobbyFile: "assets/lobby-d4.js", preloads: ["assets/P-1.js", "assets/lobby-d4.js"], base: "/" });
    expect(html.split("\n").map((line) => line.trim())).toEqual([
      "<head>",
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/en-l2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/P-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/lobby-d4.js">',
      "</head>",
    ]);
  });

  it("drops the lobby's preload when the page does not need it, and keeps the site's base", () => {
    const based = index.replaceAll('"/assets/', '"/site/assets/');
    const html = landingHtml(based, { lobbyFile: "assets/lobby-d4.js", preloads: ["assets/P-1.js"], base: "/site/" });
    expect(html).not.toContain("lobby-d4.js");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/site/assets/P-1.js">');
  });

  it("adds the preloads at the end of the head when index.html has no lobby preload", () => {
    const html = landingHtml("<head>\n</head>", { lobbyFile: undefined, preloads: ["assets/P-1.js"], base: "/" });
    expect(html).toBe('<head>\n  <link rel="modulepreload" crossorigin href="/assets/P-1.js">\n  </head>');
  });
});

describe("landingFileName", () => {
  it.each([
    ["/promotions", "promotions.html"],
    ["/offers", "offers.html"],
    ["/profile2/limits", "profile2/limits.html"],
    // A route with a parameter has one file for all its paths; the root is index.html; nothing outside the site.
    ["/casino/games/$game", "casino/games/__game.html"],
    ["/", undefined],
    ["/casino/games/$", undefined],
    ["/casino/$game.x", undefined],
    ["/../etc", undefined],
    ["promotions", undefined],
  ])("%s -> %s", (path, file) => {
    expect(landingFileName(path)).toBe(file);
  });
});

describe("landingPattern", () => {
  it.each([
    ["/casino/games/$game", "/casino/games/book-of-ra", true],
    ["/casino/games/$game", "/casino/games/book-of-ra/", true],
    ["/casino/games/$game", "/casino/games/a/b", false],
    ["/casino/games/$game", "/casino/games/", false],
    ["/casino/games/$game", "/casino/gamesx/a", false],
    ["/$a/games", "/x/games", true],
  ])("%s answers %s: %s", (route, path, answers) => expect(landingPattern(route)?.test(path)).toBe(answers));

  it("is none for a route without a parameter", () => expect(landingPattern("/promotions")).toBeUndefined());
});

describe("pagePath", () => {
  const setup = [
    { key: "casino", href: "/games" },
    { key: "promotions", href: "/offers" },
  ];
  it.each([
    ["promotions", setup, "/offers"],
    ["responsibility", setup, "/responsibility"],
    ["promotions", undefined, "/promotions"],
    ["promotions", [{ key: "promotions" }], "/promotions"],
  ])("%s in %j -> %s", (key, pageUrlSetup, path) => {
    expect(pagePath(key, pageUrlSetup, `/${key}`)).toBe(path);
  });
});
