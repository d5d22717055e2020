// @vitest-environment node
import { fileURLToPath } from "node:url";
import { casinoPlugins, catalogSplit } from "@casino/tooling/vite";
import { build, type Plugin, type Rolldown } from "vite";
import { expect, it } from "vitest";
import { REST_CATALOG_GATE } from "./catalog-gate.ts";
import { LOCALE_CODES } from "./locales.ts";

const PART = /\/catalogs\/([^/]+)\.ts\?(boot|rest)$/;

async function buildChunks(input: string, plugins: Plugin[] = []) {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: fileURLToPath(new URL("..", import.meta.url)),
    plugins,
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input,
        // Keep the entry's exports, otherwise the build shakes them (and their imports) away.
        preserveEntrySignatures: "exports-only",
      },
    },
  });
  const { output } = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return output.filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
}

const parts = (chunks: Rolldown.OutputChunk[], which: "boot" | "rest") =>
  chunks.filter((chunk) => PART.exec(chunk.facadeModuleId ?? "")?.[2] === which);
const localeOf = (chunk: Rolldown.OutputChunk) => PART.exec(chunk.facadeModuleId!)![1];

// Proves the promise behind loadBootCatalog and loadRestCatalog in a real Vite build: per locale, a lazily loaded
// chunk for each part; only the boot parts' loaders in the entry; nothing of any catalog eager.
it("builds a dynamic-import chunk per locale and part, with only the boot parts' loaders in the entry", async () => {
  const chunks = await buildChunks(fileURLToPath(new URL("./load-catalog.ts", import.meta.url)));
  for (const which of ["boot", "rest"] as const) {
    const found = parts(chunks, which);
    expect(found.map(localeOf).sort(), which).toEqual([...LOCALE_CODES].sort());
    for (const chunk of found) {
      expect(chunk.isDynamicEntry).toBe(true);
      expect(chunk.moduleIds).toHaveLength(1);
    }
  }
  const entry = chunks.find((chunk) => chunk.isEntry);
  expect(entry?.code).not.toMatch(/Sprache|اللغة/);
  // The 38 boot parts and the map of the rest parts (its own chunk, fetched after the first page).
  expect(entry?.dynamicImports).toHaveLength(39);
  const restMap = chunks.find((chunk) => chunk.facadeModuleId?.endsWith("/rest-catalogs.ts"));
  expect(restMap?.dynamicImports).toHaveLength(38);
});

it("with tooling's catalog split, fills each boot part with the messages of the first download's code and the rest part with the others", async () => {
  const entry = "\0split-entry";
  const fixture: Plugin = {
    name: "split-entry",
    resolveId: (id) => (id === entry ? entry : null),
    load: (id) =>
      id === entry
        ? [
            `export { loadBootCatalog, loadRestCatalog } from ${JSON.stringify(fileURLToPath(new URL("./load-catalog.ts", import.meta.url)))};`,
            `export { languageMessages } from ${JSON.stringify(fileURLToPath(new URL("./messages.ts", import.meta.url)))};`,
          ].join("\n")
        : null,
  };
  const chunks = await buildChunks(entry, [...(casinoPlugins() as Plugin[]), fixture, catalogSplit({ landingChunk: "none", gateKey: REST_CATALOG_GATE })]);
  const german = (which: "boot" | "rest") => parts(chunks, which).find((chunk) => localeOf(chunk) === "de")!.code;
  // messages.ts (the entry's) holds "Language", "Choose your language" and the load failure; nothing else is in it.
  expect(german("boot")).toContain("Sprache");
  expect(german("boot")).toContain("Wähle deine Sprache");
  expect(german("boot")).not.toContain("Passwort");
  expect(german("rest")).toContain("Passwort");
  expect(german("rest")).not.toContain('"Sprache"');
});
