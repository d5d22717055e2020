import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/** A catalog part as @casino/i18n imports it: `catalogs/<locale>.ts?boot` or `catalogs/<locale>.ts?rest`. */
const PART = /^(.*[\\/]catalogs[\\/]([^\\/?]+)\.ts)\?(boot|rest)$/;
/** What a part's module holds until its chunk is rendered and the build knows which messages the first download uses. */
const PLACEHOLDER = "__casino_catalog_part__";
const PLACEHOLDER_LITERAL = new RegExp(`(["'\`])${PLACEHOLDER}\\1`);
/** A lingui message id in built code: the macros leave `{ id: "QY5zHv" }` (the source text is stripped). */
const MESSAGE_ID = /\bid\s*:\s*(["'`])([A-Za-z0-9+/]{6})\1/g;
/** `lingui compile --typescript` writes `export const messages=JSON.parse("<JSON as a string literal>")`. */
const COMPILED = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s;

export type Messages = Record<string, unknown>;

/** @casino/i18n's REST_CATALOG_GATE (its tests check that the two agree): the global the later chunks await. */
export const REST_CATALOG_GATE_KEY = "@casino/i18n.rest-catalog";

/** What renderChunk sees of every chunk: enough to walk the static imports and read the modules' rendered code. */
export type ChunkInfo = {
  name: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleCodes: () => Iterable<string | null>;
};

/** The messages of a compiled catalog module (catalogs/<locale>.ts). */
export function compiledMessages(source: string): Messages {
  const literal = COMPILED.exec(source)?.[1];
  if (literal === undefined) throw new Error("not a catalog compiled by `lingui compile --typescript`");
  return JSON.parse(JSON.parse(literal) as string) as Messages;
}

/** Every message id written in `code`. */
export function messageIds(code: string): Set<string> {
  return new Set(Array.from(code.matchAll(MESSAGE_ID), (match) => match[2] as string));
}

/**
 * The chunks of the first download: the entries and the landing page's chunk, with everything they import
 * statically. Every other chunk loads later, on a dynamic import.
 */
export function initialChunks(chunks: Readonly<Record<string, ChunkInfo>>, landingChunk: string): Set<string> {
  const seen = new Set<string>();
  const queue = Object.keys(chunks).filter((file) => chunks[file]?.isEntry || chunks[file]?.name === landingChunk);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks[file]?.imports ?? []));
  }
  return seen;
}

/** The ids the chunk's modules write. */
function chunkIds(chunk: ChunkInfo): Set<string> {
  const ids = new Set<string>();
  for (const code of chunk.moduleCodes()) for (const id of messageIds(code ?? "")) ids.add(id);
  return ids;
}

/** The message ids the first download's code uses: the boot part of every catalog holds exactly these. */
export function bootMessageIds(chunks: Readonly<Record<string, ChunkInfo>>, landingChunk: string): Set<string> {
  const ids = new Set<string>();
  for (const file of initialChunks(chunks, landingChunk)) {
    const chunk = chunks[file];
    if (chunk) for (const id of chunkIds(chunk)) ids.add(id);
  }
  return ids;
}

/** A catalog's part: the boot messages, or all the others. */
export function catalogPart(messages: Messages, bootIds: ReadonlySet<string>, part: "boot" | "rest"): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => bootIds.has(id) === (part === "boot")));
}

/**
 * The line appended to a later chunk that uses messages of the rest part: its evaluation (and so the dynamic import
 * that loads it) waits until @casino/i18n has the rest of the active catalog. `key` is @casino/i18n's
 * REST_CATALOG_GATE; an app without @casino/i18n's gate installed does not wait.
 */
export function restCatalogGate(key: string): string {
  return `\nawait globalThis[Symbol.for(${JSON.stringify(key)})]?.();\n`;
}

/** True when the chunk uses a message that the boot part does not hold. */
export function needsRestCatalog(chunk: ChunkInfo, bootIds: ReadonlySet<string>, catalogIds: ReadonlySet<string>): boolean {
  for (const id of chunkIds(chunk)) if (catalogIds.has(id) && !bootIds.has(id)) return true;
  return false;
}

/**
 * Build only: splits each locale's catalog into the messages the first download's code uses (`?boot`, a few KB,
 * fetched with the entry) and the rest (`?rest`, fetched with the first later chunk that needs it). Each later chunk
 * with a message of the rest part waits for it before it runs, so no page, dialog or duty ever renders a bare id.
 */
export function catalogSplit(options: { landingChunk: string; gateKey: string }): Plugin {
  const catalogs = new Map<string, Messages>();
  let boot: { ids: Set<string>; all: Set<string>; chunks: Record<string, ChunkInfo>; initial: Set<string> } | undefined;
  const gate = restCatalogGate(options.gateKey);
  // The prerender's server build: one module, every message of a part in it (no chunks to split them among).
  let ssr = false;
  return {
    name: "casino-catalog-split",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      catalogs.clear();
      boot = undefined;
    },
    load(id) {
      const part = PART.exec(id);
      if (!part) return null;
      const [, file, locale] = part as unknown as [string, string, string];
      catalogs.set(locale, compiledMessages(readFileSync(file, "utf8")));
      if (ssr) return `export const messages = ${JSON.stringify(catalogs.get(locale))};\n`;
      return `export const messages = JSON.parse(${JSON.stringify(PLACEHOLDER)});\n`;
    },
    renderChunk(code, chunk, _output, meta) {
      if (ssr) return null;
      if (!boot) {
        const chunks = Object.fromEntries(
          Object.entries(meta.chunks).map(([file, info]) => [
            file,
            {
              name: info.name,
              isEntry: info.isEntry,
              imports: info.imports,
              moduleCodes: () => Object.values(info.modules).map((module) => module.code),
            } satisfies ChunkInfo,
          ]),
        );
        const all = new Set<string>();
        for (const messages of catalogs.values()) for (const id of Object.keys(messages)) all.add(id);
        boot = { ids: bootMessageIds(chunks, options.landingChunk), all, chunks, initial: initialChunks(chunks, options.landingChunk) };
      }
      const part = PART.exec(chunk.facadeModuleId ?? "");
      if (part) {
        const [, , locale, which] = part as unknown as [string, string, string, "boot" | "rest"];
        const messages = catalogs.get(locale);
        if (!messages || !PLACEHOLDER_LITERAL.test(code)) throw new Error(`catalog part ${chunk.facadeModuleId} was not loaded by casino-catalog-split`);
        const literal = JSON.stringify(JSON.stringify(catalogPart(messages, boot.ids, which)));
        // Only the literal's line changes, from the literal on: the source map stays as it is.
        return { code: code.replace(PLACEHOLDER_LITERAL, () => literal), map: null };
      }
      const info = boot.chunks[chunk.fileName];
      if (!info || boot.initial.has(chunk.fileName) || !needsRestCatalog(info, boot.ids, boot.all)) return null;
      // Appended after the last line: no mapping moves.
      return { code: code + gate, map: null };
    },
  };
}
