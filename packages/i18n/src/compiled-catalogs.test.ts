import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "./load-catalog.ts";
import { LOCALE_CODES } from "./locales.ts";

// The lingui vite plugin compiles each .po on import exactly as `lingui compile` does, so comparing the two
// tells whether someone edited or extracted catalogs without running the root script i18n:compile.
const poCatalogs = import.meta.glob<{ messages: Messages }>([
  "../../*/src/locales/*.po",
  "../../../apps/*/src/locales/*.po",
]);

function poFilesOf(locale: string): string[] {
  return Object.keys(poCatalogs).filter((path) => path.endsWith(`/locales/${locale}.po`));
}

describe("committed compiled catalogs", () => {
  it("include this package's own catalogs", () => {
    expect(poFilesOf("de")).toContain("./locales/de.po");
  });

  it.each(LOCALE_CODES)("are up to date with the .po files for %s", async (locale) => {
    const fromPo = await Promise.all(poFilesOf(locale).map((path) => poCatalogs[path]!()));
    const compiled = await loadCatalog(locale);
    const hint = "stale compiled catalogs: run `npm run i18n:compile` at the repository root";

    const poIds = new Set(fromPo.flatMap(({ messages }) => Object.keys(messages)));
    expect(Object.keys(compiled).sort(), hint).toEqual([...poIds].sort());
    for (const id of poIds) {
      // When packages share a message, the merge keeps the last package's text: one of them must match.
      const candidates = fromPo.filter(({ messages }) => id in messages).map(({ messages }) => messages[id]);
      expect(candidates, `${hint} (message ${id})`).toContainEqual(compiled[id]);
    }
  });
});
