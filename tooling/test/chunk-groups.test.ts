import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { build } from "vite";
import { chunkGroupProblems, requireChunkGroups } from "../vite/chunk-groups.ts";
import { removeTree, writeTree } from "./temp-tree.ts";

const chunk = (name: string, code: string, rendered: number[]) => ({
  type: "chunk" as const,
  name,
  code,
  modules: Object.fromEntries(rendered.map((renderedLength, i) => [`/src/${name}/m${i}.ts`, { renderedLength }])),
});
const GROUPS = [
  { name: "app", test: /\/src\/app\// },
  { name: "core", test: /\/src\/core\// },
  { name: "lobby", test: (id: string) => id.startsWith("/src/lobby/") },
];

describe("chunkGroupProblems", () => {
  const good = {
    "assets/app-1.js": chunk("app", "export const react = 1;", [23]),
    "assets/core-1.js": chunk("core", "export const shell = 1;", [10, 13]),
    "assets/lobby-1.js": chunk("lobby", "export const lobby = 1;", [23]),
    "assets/style.css": { type: "asset" as const },
  };

  it("passes when every named group has code", () => {
    expect(chunkGroupProblems(good, GROUPS)).toEqual([]);
  });

  it.each([
    ["a missing group (its test matched nothing)", { ...good, "assets/lobby-1.js": chunk("LobbyPage", "x", [1]) }, ['the "lobby" chunk group is missing from the build (its test matched no module)']],
    ["a chunk named like the group that holds none of its modules", { ...good, "assets/lobby-1.js": { ...chunk("lobby", "x", [1]), modules: { "/src/lobby.ts": { renderedLength: 1 } } } }, ['the "lobby" chunk group is missing from the build (its test matched no module)']],
    ["a group of modules that rendered nothing", { ...good, "assets/core-1.js": chunk("core", "export {};", [0, 0]) }, ['the "core" chunk group came out empty']],
  ])("reports %s", (_name, bundle, problems) => {
    expect(chunkGroupProblems(bundle, GROUPS)).toEqual(problems);
  });
});

describe("requireChunkGroups in a real build", () => {
  const root = writeTree({
    "main.ts": 'import { frame } from "./frame.ts";\nexport const load = () => import("./lobby.ts");\nexport { frame };\n',
    "frame.ts": "export const frame = (n: number) => n * 2;\n",
    "lobby.ts": 'import { frame } from "./frame.ts";\nexport const lobby = () => frame(21);\n',
  });
  afterAll(() => removeTree(root));

  const groups = (lobbyTest: RegExp) => [
    { name: "framework", test: /frame\.ts$/ },
    { name: "lobby", test: lobbyTest },
  ];
  const buildWith = (lobbyTest: RegExp) =>
    build({
      configFile: false,
      logLevel: "silent",
      root,
      plugins: [requireChunkGroups(groups(lobbyTest))],
      build: {
        write: false,
        minify: false,
        rolldownOptions: {
          input: join(root, "main.ts"),
          preserveEntrySignatures: "exports-only",
          output: {
            advancedChunks: { groups: groups(lobbyTest) },
          },
        },
      },
    });

  it("builds when each group's test matches its modules", async () => {
    await expect(buildWith(/lobby\.ts$/)).resolves.toBeTruthy();
  });

  it("fails the build when a group's test matches no module (the page was renamed): the page's own chunk named lobby does not count", async () => {
    await expect(buildWith(/LobbyPage\.tsx$/)).rejects.toThrow(/the "lobby" chunk group is missing/);
  });
});
