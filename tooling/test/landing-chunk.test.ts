import { describe, expect, it } from "vitest";
import { landingModules } from "../vite/landing-chunk.ts";

/**
 * entry -> react, shell; shell -> ui (static), lobby page (dynamic);
 * LobbyPage -> tile, layout, shell (already loaded); tile -> layout, format; LobbyPage -> engine (dynamic);
 * engine -> carousel lib; details page -> tile, details-only.
 */
const imports: Record<string, { static: string[]; entry?: boolean }> = {
  "/src/main.tsx": { static: ["/node_modules/react.js", "/packages/shell/index.ts"], entry: true },
  "/node_modules/react.js": { static: [] },
  "/packages/shell/index.ts": { static: ["/packages/ui-kit/Button.tsx"] },
  "/packages/ui-kit/Button.tsx": { static: ["/node_modules/react.js"] },
  "/packages/casino/src/lobby/LobbyPage.tsx": {
    static: ["/packages/casino/src/tile/GameTile.tsx", "/packages/ui-kit/layout/Stack.tsx", "/packages/shell/index.ts"],
  },
  "/packages/casino/src/tile/GameTile.tsx": { static: ["/packages/ui-kit/layout/Stack.tsx", "/packages/domain/format.ts"] },
  "/packages/ui-kit/layout/Stack.tsx": { static: ["/node_modules/react.js"] },
  "/packages/domain/format.ts": { static: [] },
  "/packages/casino/src/lobby/CarouselEngine.tsx": { static: ["/node_modules/embla.js"] },
  "/node_modules/embla.js": { static: [] },
  "/packages/casino/src/details/DetailsPage.tsx": { static: ["/packages/casino/src/tile/GameTile.tsx", "/packages/casino/src/details/Stats.tsx"] },
  "/packages/casino/src/details/Stats.tsx": { static: [] },
};

const graph = {
  ids: Object.keys(imports),
  isEntry: (id: string) => imports[id]?.entry === true,
  staticImports: (id: string) => imports[id]?.static ?? [],
};

describe("landingModules", () => {
  it("is the page's static graph less the entry's: no lazy import of the page, no other page's module", () => {
    expect([...landingModules(graph, /lobby[\\/]LobbyPage\.tsx$/)].sort()).toEqual([
      "/packages/casino/src/lobby/LobbyPage.tsx",
      "/packages/casino/src/tile/GameTile.tsx",
      "/packages/domain/format.ts",
      "/packages/ui-kit/layout/Stack.tsx",
    ]);
  });

  it("follows imports through cycles", () => {
    const cyclic = { ...graph, staticImports: (id: string) => (id === "/packages/domain/format.ts" ? ["/packages/casino/src/tile/GameTile.tsx"] : graph.staticImports(id)) };
    expect(landingModules(cyclic, /lobby[\\/]LobbyPage\.tsx$/).size).toBe(4);
  });

  it("is empty when no module is the page (the chunk group then takes nothing)", () => {
    expect(landingModules(graph, /NoSuchPage\.tsx$/).size).toBe(0);
  });
});
