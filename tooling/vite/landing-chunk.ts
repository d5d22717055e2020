import type { Plugin } from "vite";

type ModuleGraph = {
  ids: Iterable<string>;
  isEntry: (id: string) => boolean;
  staticImports: (id: string) => readonly string[];
};

function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...graph.staticImports(id));
  }
  return seen;
}

/**
 * The modules a lazily loaded page needs beyond the entry's own graph: its static imports, followed through, less
 * everything the entry already loads. Dynamic imports are not followed (they load later, on their own).
 */
export function landingModules(graph: ModuleGraph, page: RegExp): Set<string> {
  const ids = [...graph.ids];
  const pageId = ids.find((id) => page.test(id));
  if (!pageId) return new Set();
  const initial = staticClosure(graph, ids.filter((id) => graph.isEntry(id)));
  const landing = staticClosure(graph, [pageId]);
  for (const id of initial) landing.delete(id);
  return landing;
}

/**
 * One chunk for the landing page's own code. Left to automatic splitting, every module the page shares with another
 * lazy page becomes a chunk of its own: the lobby took fifteen small scripts after the entry, and a phone on
 * HTTP/1.1 (six connections) fetches them in three round trips. `test` is the chunk group's test: it knows the page's
 * modules once the build has read the module graph.
 */
export function landingChunk(page: RegExp): { plugin: Plugin; test: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: "casino-landing-chunk",
    apply: "build",
    buildEnd() {
      members = landingModules(
        {
          ids: this.getModuleIds(),
          isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
          staticImports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        },
        page,
      );
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
