import { describe, expect, it } from "vitest";
import { chunkFileName, withoutFirstDownload } from "../vite/brand.ts";

describe("withoutFirstDownload: a lazy chunk's preload list", () => {
  const deps = [
    "assets/rolldown-runtime-XKyaHtl9.js",
    "assets/app-BMRdZe1-.js",
    "assets/core-C4O-huxO.js",
    "assets/lobby-PIluPNY3.js",
    "assets/limits-DQz1tnjc.js",
    "assets/app-settings-Ab12cd34.js",
    "assets/Dialog-wAKHTYIs.js",
  ];

  it("leaves out the first download's files (runtime, framework, core, lobby) and keeps the others", () => {
    expect(withoutFirstDownload("assets/LimitsPage-Qw12Er34.js", deps, "js")).toEqual(["assets/limits-DQz1tnjc.js", "assets/app-settings-Ab12cd34.js", "assets/Dialog-wAKHTYIs.js"]);
  });

  it("leaves out the imported chunk itself: its import() asks for it at once", () => {
    expect(withoutFirstDownload("assets/limits-DQz1tnjc.js", deps, "js")).toEqual(["assets/app-settings-Ab12cd34.js", "assets/Dialog-wAKHTYIs.js"]);
  });

  it("keeps index.html's own list whole", () => {
    expect(withoutFirstDownload("assets/lobby-PIluPNY3.js", deps, "html")).toEqual(deps);
  });
});

describe("chunkFileName: shared chunks by hash alone, the others by name", () => {
  const named = ["app", "core", "lobby", "rolldown-runtime"];
  it.each([
    [{ name: "use-realtime-reconnect", isEntry: false, isDynamicEntry: false }, "assets/[hash].js"],
    [{ name: "ProvidersPage", isEntry: false, isDynamicEntry: true }, "assets/[name]-[hash].js"],
    [{ name: "index", isEntry: true, isDynamicEntry: false }, "assets/[name]-[hash].js"],
    [{ name: "core", isEntry: false, isDynamicEntry: false }, "assets/[name]-[hash].js"],
    [{ name: "rolldown-runtime", isEntry: false, isDynamicEntry: false }, "assets/[name]-[hash].js"],
  ])("%j -> %s", (chunk, expected) => expect(chunkFileName(chunk, named)).toBe(expected));
});
