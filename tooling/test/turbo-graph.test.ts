import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// turbo.json must not replay a cached test, lint or typecheck after a change it depends on: a change in a package
// the task's package imports (the transit-node pattern) or in a root config every package reads (globalDependencies).
// The web packages are typechecked as one program, the player app's (apps/player/tsconfig.json).
const root = fileURLToPath(new URL("../..", import.meta.url));
const turbo = fileURLToPath(new URL("../../node_modules/.bin/turbo", import.meta.url));
const CHECKS = ["test", "lint", "typecheck"] as const;
/** Where each check of the cashier's code runs. */
const TASKS = ["@casino/cashier#test", "@casino/cashier#lint", "@casino/player#typecheck"] as const;

type DryRun = {
  globalCacheInputs: { files: Record<string, string> };
  tasks: Array<{ taskId: string; hash: string }>;
};

function dryRun(): DryRun {
  const out = execFileSync(turbo, ["run", ...CHECKS, "--dry=json", "--filter=@casino/cashier", "--filter=@casino/player"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", TURBO_NO_UPDATE_NOTIFIER: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as DryRun;
}

const hashes = (run: DryRun) => Object.fromEntries(TASKS.map((task) => [task, run.tasks.find((t) => t.taskId === task)?.hash]));

describe("turbo.json", () => {
  it("re-runs the cashier's test and lint and the web typecheck after a change in shell's source", () => {
    const before = hashes(dryRun());
    // An untracked file counts as a change of the package's inputs ($TURBO_DEFAULT$), like an edit would.
    const probe = `${root}packages/shell/src/__turbo-probe-${process.pid}.ts`;
    writeFileSync(probe, "export const probe = 1;\n");
    let after: ReturnType<typeof hashes>;
    try {
      after = hashes(dryRun());
    } finally {
      rmSync(probe, { force: true });
    }
    for (const task of TASKS) {
      expect(before[task], task).toBeTruthy();
      expect(after[task], `${task} after a change in shell`).not.toBe(before[task]);
    }
  }, 60_000);

  it("hashes the root configs into every task", () => {
    const files = Object.keys(dryRun().globalCacheInputs.files);
    for (const config of ["tsconfig.base.json", "eslint.config.js", "lingui.config.ts", "tooling/vite/vitest.ts", "tooling/vite/plugins.ts"]) {
      expect(files, config).toContain(config);
    }
  }, 60_000);
});
