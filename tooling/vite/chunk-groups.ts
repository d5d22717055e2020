import type { Plugin } from "vite";

/** A named chunk group as advancedChunks takes it: its name and the test that picks its modules. */
export type ChunkGroup = { name: string; test: RegExp | ((id: string) => boolean) };

/** What the check reads of an output file: a chunk's name, its code and its modules' rendered sizes. */
type OutputFile =
  | { type: "chunk"; name: string; code: string; modules: Record<string, { renderedLength: number }> }
  | { type: "asset" };

const matches = (test: ChunkGroup["test"], id: string) => (typeof test === "function" ? test(id) : test.test(id));

/**
 * Why each named chunk group came out wrong, if any did: missing (no chunk of that name holds a module its test picks,
 * e.g. a page renamed or moved, so the group was silently dropped; a chunk named after a file does not count) or
 * empty (its modules rendered no code).
 */
export function chunkGroupProblems(bundle: Readonly<Record<string, OutputFile>>, groups: readonly ChunkGroup[]): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
  return groups.flatMap(({ name, test }) => {
    const members = chunks
      .filter((chunk) => chunk.name === name)
      .flatMap((chunk) => Object.entries(chunk.modules).filter(([id]) => matches(test, id)).map(([, module]) => module));
    if (members.length === 0) return [`the "${name}" chunk group is missing from the build (its test matched no module)`];
    if (members.every((module) => module.renderedLength === 0)) return [`the "${name}" chunk group came out empty`];
    return [];
  });
}

/**
 * Fails the build when a named chunk group of the brand build (the framework, the core, the landing page) is missing
 * or empty: a group whose test stops matching is dropped without a warning, and its modules scatter into a dozen
 * small chunks the first download then waits for.
 */
export function requireChunkGroups(groups: readonly ChunkGroup[]): Plugin {
  return {
    name: "casino-require-chunk-groups",
    // The prerender's server build (one module for Node, no chunks) has none of them.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const problems = chunkGroupProblems(bundle as unknown as Record<string, OutputFile>, groups);
      if (problems.length > 0) this.error(`Chunk groups: ${problems.join("; ")} (tooling/vite/brand.ts advancedChunks)`);
    },
  };
}
