// @vitest-environment node
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { expect, it } from "vitest";
import { LOCALE_CODES } from "./locales.ts";

// Proves the promise behind loadCatalog in a real Vite build: one lazily loaded chunk per locale, nothing eager.
it("builds one dynamic-import chunk per locale and keeps catalogs out of the entry", async () => {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: fileURLToPath(new URL("..", import.meta.url)),
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: fileURLToPath(new URL("./load-catalog.ts", import.meta.url)),
        // Keep loadCatalog as the entry's export, otherwise the build shakes it (and its imports) away.
        preserveEntrySignatures: "exports-only",
      },
    },
  });
  const { output } = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunks = output.filter((file): file is Rolldown.OutputChunk => file.type === "chunk");

  const catalogChunks = chunks.filter((chunk) => /\/catalogs\/[^/]+\.ts$/.test(chunk.facadeModuleId ?? ""));
  const locales = catalogChunks.map((chunk) => /\/catalogs\/([^/]+)\.ts$/.exec(chunk.facadeModuleId!)![1]);
  expect(locales.sort()).toEqual([...LOCALE_CODES].sort());
  for (const chunk of catalogChunks) {
    expect(chunk.isDynamicEntry).toBe(true);
    expect(chunk.moduleIds).toHaveLength(1);
  }

  const entry = chunks.find((chunk) => chunk.isEntry);
  expect(entry?.code).not.toMatch(/Sprache|اللغة/);
  expect(entry?.dynamicImports).toHaveLength(38);
});
