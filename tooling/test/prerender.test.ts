import { mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import { APP_HTML, appFallbackMiddleware, deferAppScripts, entryChunkOrder, extractFrameStyles, frameFileName, hostRules, renderPath, withFrame } from "../vite/prerender.ts";

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("frameFileName", () => {
  it.each([
    ["/", "index.html"],
    ["/casino", "casino.html"],
    ["/offers", "offers.html"],
    ["/profile2/limits", "profile2/limits.html"],
    ["/casino/games/$game", "casino/games/__game.html"],
    ["/casino/categories/$category", "casino/categories/__category.html"],
    ["/$a/b", "__a/b.html"],
    ["/a.b", undefined],
  ])("%s -> %s", (path, file) => expect(frameFileName(path)).toBe(file));
});

describe("extractFrameStyles", () => {
  it("turns style attributes into rules of one stylesheet, one rule per distinct style, shared by the pages", () => {
    const { frames, css } = extractFrameStyles([
      '<span style="--w:9rem;--h:1rem"></span><span style="--w:100%"></span>',
      '<i style="--w:100%"></i><b style="background:url(&quot;/a.svg&quot;)"></b>',
    ]);
    expect(frames).toEqual([
      '<span data-frame-style="0"></span><span data-frame-style="1"></span>',
      '<i data-frame-style="1"></i><b data-frame-style="2"></b>',
    ]);
    expect(css).toBe('[data-frame-style="0"]{--w:9rem;--h:1rem}\n[data-frame-style="1"]{--w:100%}\n[data-frame-style="2"]{background:url("/a.svg")}\n');
  });

  it("writes no stylesheet when no element has a style", () => {
    expect(extractFrameStyles(["<p>x</p>"])).toEqual({ frames: ["<p>x</p>"], css: "" });
  });
});

describe("withFrame", () => {
  it("writes the frame, inert and hidden from assistive technology, before the app's root, links its stylesheet last and sets <html>'s attributes", () => {
    const html = withFrame(PAGE, "<header>Brand</header>", "/assets/frame-x.css", { lang: "de", dir: "ltr", class: "theme_1", "data-color-scheme": "dark" });
    expect(html).toContain('<div id="prerendered" inert aria-hidden="true"><header>Brand</header></div><div id="root"></div>');
    expect(html).toContain('<html lang="de" dir="ltr" class="theme_1" data-color-scheme="dark">');
    expect(html.indexOf("/assets/frame-x.css")).toBeGreaterThan(html.indexOf("/assets/style-1.css"));
    expect(html.indexOf("/assets/frame-x.css")).toBeLessThan(html.indexOf("</head>"));
  });

  it("escapes attribute values and keeps $ patterns of the frame as they are", () => {
    const html = withFrame(PAGE, "<p>$& $1</p>", undefined, { class: 'a"b' });
    expect(html).toContain('<html class="a&quot;b">');
    expect(html).toContain("<p>$& $1</p>");
    expect(html).not.toContain("frame-");
  });

  it("refuses a page without the app's root", () => {
    expect(() => withFrame("<html><body></body></html>", "<p></p>", undefined)).toThrow(/root/);
  });
});

describe("deferAppScripts", () => {
  const VITE_PAGE = `<html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
    <link rel="modulepreload" crossorigin href="/assets/lobby-1.js">
  </head><body><div id="root"></div></body></html>`;

  it("replaces the entry's script and every module preload with the loader, which names them in order", () => {
    const html = deferAppScripts(VITE_PAGE, "/assets/frame-loader-x.js");
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).toContain('<script type="module" src="/assets/frame-loader-x.js" data-app-entry="/assets/index-1.js" data-app-preloads="/assets/app-1.js /assets/lobby-1.js"></script>\n  </head>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-1.css">');
  });

  it("names the entry's static chunks in their evaluation order for the loader, when there are any", () => {
    const html = deferAppScripts(VITE_PAGE, "/l.js", (entry) => (entry === "/assets/index-1.js" ? ["/assets/runtime-1.js", "/assets/app-1.js"] : []));
    expect(html).toContain('data-app-preloads="/assets/app-1.js /assets/lobby-1.js" data-app-chunks="/assets/runtime-1.js /assets/app-1.js"></script>');
    expect(deferAppScripts(VITE_PAGE, "/l.js")).not.toContain("data-app-chunks");
  });

  it("refuses a page with no entry script or with two", () => {
    expect(() => deferAppScripts(PAGE, "/l.js")).toThrow(/exactly one entry script, found 0/);
    expect(() => deferAppScripts(VITE_PAGE.replace("</head>", '<script type="module" crossorigin src="/b.js"></script></head>'), "/l.js")).toThrow(/found 2/);
  });
});

describe("entryChunkOrder", () => {
  // The entry imports the runtime, the framework and the core; the core imports the runtime and the framework; the
  // framework imports the runtime; the lobby is a lazy chunk (a dynamic import), and so not evaluated before the entry.
  const manifest = {
    "index.html": { file: "assets/index-1.js", imports: ["_runtime.js", "_app.js", "_core.js"], dynamicImports: ["_lobby.js"] },
    "_core.js": { file: "assets/core-1.js", imports: ["_runtime.js", "_app.js"] },
    "_app.js": { file: "assets/app-1.js", imports: ["_runtime.js"] },
    "_runtime.js": { file: "assets/runtime-1.js" },
    "_lobby.js": { file: "assets/lobby-1.js", imports: ["_core.js", "_app.js"] },
  };

  it("lists each chunk after its own imports, once, less the entry and the lazy chunks, under the base", () => {
    expect(entryChunkOrder(manifest, "/assets/index-1.js")).toEqual(["/assets/runtime-1.js", "/assets/app-1.js", "/assets/core-1.js"]);
    expect(entryChunkOrder(manifest, "/brand/assets/index-1.js", "/brand/")).toEqual(["/brand/assets/runtime-1.js", "/brand/assets/app-1.js", "/brand/assets/core-1.js"]);
  });

  it("puts a chunk's deeper imports first, as the module graph evaluates them", () => {
    const deep = { "index.html": { file: "assets/index-1.js", imports: ["_core.js", "_app.js"] }, "_core.js": { file: "assets/core-1.js", imports: ["_app.js"] }, "_app.js": { file: "assets/app-1.js" } };
    expect(entryChunkOrder(deep, "/assets/index-1.js")).toEqual(["/assets/app-1.js", "/assets/core-1.js"]);
  });

  it("fails a build whose manifest does not know the entry", () => {
    expect(() => entryChunkOrder(manifest, "/assets/index-2.js")).toThrow(/no chunk for the entry \/assets\/index-2.js/);
  });
});

describe("appFallbackMiddleware", () => {
  const dir = mkdtempSync(join(tmpdir(), "prerender-test-"));
  mkdirSync(join(dir, "casino", "games"), { recursive: true });
  for (const file of [APP_HTML, "index.html", "casino.html", "casino/games/__game.html"]) writeFileSync(join(dir, file), file);
  const pages = [
    { path: "/casino/games/$game", file: "casino/games/__game.html" },
    // Its page was not written (no such file): app.html.
    { path: "/providers/$provider", file: "providers/__provider.html" },
  ];
  const served = (url: string, method = "GET") => {
    const req = { url, method } as IncomingMessage;
    let called = false;
    appFallbackMiddleware(dir, ["/api", "/sandbox", "/socket.io"], pages)(req, {} as ServerResponse, () => (called = true));
    expect(called).toBe(true);
    return req.url;
  };

  it.each([
    ["/", "/"],
    ["/casino", "/casino"],
    ["/casino/", "/casino/"],
    ["/profile", `/${APP_HTML}`],
    ["/casino/games/book?x=1", "/casino/games/__game.html?x=1"],
    ["/casino/games/book/", "/casino/games/__game.html"],
    ["/casino/games/book/more", `/${APP_HTML}`],
    ["/providers/netent", `/${APP_HTML}`],
    ["/assets/index-1.js", "/assets/index-1.js"],
    ["/api/user/get-user-details", "/api/user/get-user-details"],
    ["/socket.io/?EIO=4", "/socket.io/?EIO=4"],
  ])("%s is served as %s", (url, expected) => expect(served(url)).toBe(expected));

  it("leaves other methods alone", () => expect(served("/profile", "POST")).toBe("/profile"));
});

describe("hostRules", () => {
  it("sends each route with parameters to its page, before the catch-all's app.html", () => {
    const pages = [
      { path: "/", file: "index.html" },
      { path: "/casino/games/$game", file: "casino/games/__game.html" },
      { path: "/casino/categories/$category", file: "casino/categories/__category.html" },
    ];
    expect(hostRules(pages)).toBe("/casino/games/* /casino/games/__game.html 200\n/casino/categories/* /casino/categories/__category.html 200\n/* /app.html 200\n");
    expect(hostRules([], "/b/")).toBe("/* /b/app.html 200\n");
  });
});

describe("renderPath", () => {
  it.each([
    ["/casino", "/casino"],
    ["/casino/games/$game", "/casino/games/__game"],
  ])("%s renders at %s", (path, expected) => expect(renderPath(path)).toBe(expected));
});
