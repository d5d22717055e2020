import { join } from "node:path";
import { build, type Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import {
  bootMessageIds,
  catalogPart,
  catalogSplit,
  compiledMessages,
  initialChunks,
  messageIds,
  needsRestCatalog,
  restCatalogGate,
  type ChunkInfo,
} from "../vite/catalog-split.ts";
import { removeTree, writeTree } from "./temp-tree.ts";

const chunk = (name: string, imports: string[], codes: string[], isEntry = false): ChunkInfo => ({
  name,
  isEntry,
  imports,
  moduleCodes: () => codes,
});

/** index -> app, core (static), lobby (the landing page, dynamic), details (dynamic) -> shared; lobby -> core. */
const chunks: Record<string, ChunkInfo> = {
  "index.js": chunk("index", ["app.js", "core.js"], ['i18n._({ id: "Entry1" })'], true),
  "app.js": chunk("app", [], ["jsx(Trans, { id: 'App002' })", null as unknown as string]),
  "core.js": chunk("core", ["app.js"], ["const label = { id: `Core03` };"]),
  "lobby.js": chunk("lobby", ["core.js"], ['t({id:"Lobby4"})']),
  "details.js": chunk("details", ["shared.js", "core.js"], ['t({ id: "Detai5" })', 't({ id: "Core03" })']),
  "shared.js": chunk("shared", [], ['t({ id: "Share6" })']),
  "qr.js": chunk("qr", [], ["const grid = { width: 21 };"]),
};

describe("messageIds", () => {
  it.each([
    ['i18n._({ id: "QY5zHv" })', ["QY5zHv"]],
    ["jsx(Trans,{id:`+/QQo4`,values:{count:e}})", ["+/QQo4"]],
    ["{ id: 'a1b2c3' }, { id: 'a1b2c3' }", ["a1b2c3"]],
    // Not a message id: too long, too short, a property that only ends in "id", a number.
    ['{ id: "longer-than-six" }, { id: "short" }, { userid: "abcdef" }, { id: 123456 }', []],
  ])("%s", (code, expected) => {
    expect([...messageIds(code)]).toEqual(expected);
  });
});

describe("initialChunks and bootMessageIds", () => {
  it("takes the entries and the landing page's chunk with their static imports, not the later chunks", () => {
    expect([...initialChunks(chunks, "lobby")].sort()).toEqual(["app.js", "core.js", "index.js", "lobby.js"]);
    expect([...bootMessageIds(chunks, "lobby")].sort()).toEqual(["App002", "Core03", "Entry1", "Lobby4"]);
  });

  it("without a landing chunk of that name, takes the entries alone", () => {
    expect([...initialChunks(chunks, "casino")].sort()).toEqual(["app.js", "core.js", "index.js"]);
  });
});

describe("needsRestCatalog", () => {
  const boot = bootMessageIds(chunks, "lobby");
  const catalog = new Set(["Entry1", "App002", "Core03", "Lobby4", "Detai5", "Share6"]);
  it.each([
    ["details.js", true],
    ["shared.js", true],
    ["lobby.js", false],
    // No messages at all (a library chunk): it never waits.
    ["qr.js", false],
  ])("%s -> %s", (file, expected) => {
    expect(needsRestCatalog(chunks[file]!, boot, catalog)).toBe(expected);
  });

  it("ignores an id-like text that is no message of the catalog", () => {
    expect(needsRestCatalog(chunk("x", [], ['{ id: "zzzzzz" }']), boot, catalog)).toBe(false);
  });
});

describe("catalogPart and compiledMessages", () => {
  const messages = { Entry1: ["Hello"], Detai5: ["Details ", ["name"]], Lobby4: ["Lobby"] };
  it("splits a catalog into the boot messages and the others, losing none", () => {
    const boot = new Set(["Entry1", "Lobby4", "Gone99"]);
    expect(catalogPart(messages, boot, "boot")).toEqual({ Entry1: ["Hello"], Lobby4: ["Lobby"] });
    expect(catalogPart(messages, boot, "rest")).toEqual({ Detai5: ["Details ", ["name"]] });
  });

  it("reads a catalog as `lingui compile --typescript` writes it", () => {
    const source = `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))}) as Messages;`;
    expect(compiledMessages(source)).toEqual(messages);
    expect(() => compiledMessages("export const messages = {};")).toThrow(/lingui compile/);
  });
});

describe("catalogSplit in a real build", () => {
  const catalog = { Boot01: ["Welcome"], Rest02: ["Game details"], Rest03: ["Deposit"], Both04: ["Retry"] };
  const german = { Boot01: ["Willkommen"], Rest02: ["Spieldetails"], Rest03: ["Einzahlung"], Both04: ["Erneut versuchen"] };
  const compiled = (messages: object) => `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
  const root = writeTree({
    "catalogs/en.ts": compiled(catalog),
    "catalogs/de.ts": compiled(german),
    "load.ts": [
      'export const boot = import.meta.glob("./catalogs/*.ts", { query: "?boot" });',
      'export const rest = import.meta.glob("./catalogs/*.ts", { query: "?rest" });',
    ].join("\n"),
    "main.ts": [
      'import { boot, rest } from "./load.ts";',
      'export const texts = [{ id: "Boot01" }, { id: "Both04" }];',
      'export const pages = { lobby: () => import("./lobby.ts"), details: () => import("./details.ts"), qr: () => import("./qr.ts") };',
      "export { boot, rest };",
    ].join("\n"),
    "lobby.ts": 'export const lobby = [{ id: "Both04" }];',
    "details.ts": 'export const details = [{ id: "Rest02" }, { id: "Both04" }];',
    "qr.ts": "export const qr = (text: string) => text.length * 21;",
  });
  afterAll(() => removeTree(root));

  async function output() {
    const result = await build({
      configFile: false,
      logLevel: "silent",
      root,
      plugins: [catalogSplit({ landingChunk: "lobby", gateKey: "test.gate" })],
      build: {
        write: false,
        minify: false,
        rolldownOptions: { input: join(root, "main.ts"), preserveEntrySignatures: "exports-only" },
      },
    });
    const { output: files } = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    return files.filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
  }
  const part = async (files: Rolldown.OutputChunk[], locale: string, which: string) => {
    const file = files.find((c) => c.facadeModuleId === join(root, `catalogs/${locale}.ts`) + `?${which}`);
    if (!file) throw new Error(`no ${locale} ${which} chunk`);
    const url = `data:text/javascript;base64,${Buffer.from(file.code).toString("base64")}`;
    return ((await import(/* @vite-ignore */ url)) as { messages: object }).messages;
  };
  const byName = (files: Rolldown.OutputChunk[], name: string) => files.find((c) => c.name === name)!;

  it("puts the first download's messages in each locale's boot part and all the others in its rest part", async () => {
    const files = await output();
    expect(await part(files, "en", "boot")).toEqual({ Boot01: ["Welcome"], Both04: ["Retry"] });
    expect(await part(files, "en", "rest")).toEqual({ Rest02: ["Game details"], Rest03: ["Deposit"] });
    expect(await part(files, "de", "boot")).toEqual({ Boot01: ["Willkommen"], Both04: ["Erneut versuchen"] });
    expect(await part(files, "de", "rest")).toEqual({ Rest02: ["Spieldetails"], Rest03: ["Einzahlung"] });
  });

  it("makes a later chunk with a rest message wait for the gate, and no other chunk", async () => {
    const files = await output();
    const gate = restCatalogGate("test.gate").trim();
    expect(byName(files, "details").code.trimEnd().endsWith(gate)).toBe(true);
    for (const name of ["main", "lobby", "qr"]) expect(byName(files, name).code, name).not.toContain("test.gate");
  });
});
