import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { splitByRegions } from "../vite/split-regions.ts";

/** What the test calls of valibot (tooling does not depend on it, so its types are not at hand). */
type Valibot = {
  object(entries: Record<string, unknown>): unknown;
  pipe(...items: unknown[]): unknown;
  string(): unknown;
  trim(): unknown;
  email(): unknown;
  isoTimestamp(): unknown;
  parse(schema: unknown, input: unknown): unknown;
  ValiError: new (...args: never[]) => Error;
};

const dist = (regions: string[], exports: string) =>
  `${regions.map((code, index) => `//#region src/part${index}.ts\n${code}\n//#endregion\n`).join("")}export { ${exports} };\n`;

describe("splitByRegions: a one-file library back into its source files", () => {
  it("gives each region its own names as exports and the other regions' names it mentions as imports", () => {
    const { entry, parts } = splitByRegions(
      dist(["let store;\nfunction setStore(value) { store = value; }\nfunction getStore() { return store; }", "function read(key) { return getStore()?.[key]; }"], "getStore, read as readKey, setStore"),
      "part:",
    );
    expect(parts[0]).toContain("export { store, setStore, getStore };");
    expect(parts[0]).not.toContain("import");
    expect(parts[1]).toMatch(/^import \{ getStore \} from "part:0";\n/);
    expect(parts[1]).toContain("export { read };");
    expect(entry).toBe('export { getStore } from "part:0";\nexport { read as readKey } from "part:1";\nexport { setStore } from "part:0";\n');
  });

  it("refuses code outside the regions, and a value that reads another region's value as it loads (a cycle would read it too soon)", () => {
    expect(() => splitByRegions(`${dist(["function a() {}"], "a")}sideEffect();\n`, "p:")).toThrow(/outside the regions/);
    expect(() => splitByRegions(dist(["const LIMIT = 3;", "const DOUBLE = LIMIT * 2;"], "DOUBLE"), "p:")).toThrow(/DOUBLE reads LIMIT/);
    expect(() => splitByRegions(dist(["function limit() { return 3; }", "const DOUBLE = limit() * 2;"], "DOUBLE"), "p:")).not.toThrow();
  });

  describe("valibot's dist, split and loaded as modules", () => {
    const require = createRequire(join(import.meta.dirname, "..", "..", "packages", "domain", "package.json"));
    // The ES module build (a require resolves the CommonJS one beside it), as the brand build loads it.
    const file = require.resolve("valibot").replace(/\.cjs$/, ".mjs");
    const dir = mkdtempSync(join(tmpdir(), "split-regions-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("exports what valibot exports, and validates the same", async () => {
      const { entry, parts } = splitByRegions(readFileSync(file, "utf8"), "./part-");
      const asFile = (code: string) => code.replace(/from "\.\/part-(\d+)"/g, 'from "./part-$1.mjs"');
      parts.forEach((code, index) => writeFileSync(join(dir, `part-${index}.mjs`), asFile(code)));
      writeFileSync(join(dir, "index.mjs"), asFile(entry));
      const split = (await import(pathToFileURL(join(dir, "index.mjs")).href)) as Valibot;
      const whole = (await import(pathToFileURL(file).href)) as Valibot;
      expect(Object.keys(split).sort()).toEqual(Object.keys(whole).sort());
      const schema = split.object({ email: split.pipe(split.string(), split.trim(), split.email()), at: split.pipe(split.string(), split.isoTimestamp()) });
      expect(split.parse(schema, { email: " a@b.co ", at: "2026-11-27T23:00:00.000Z" })).toEqual({ email: "a@b.co", at: "2026-11-27T23:00:00.000Z" });
      expect(() => split.parse(schema, { email: "nope", at: "" })).toThrow(split.ValiError);
    });
  });
});
