import { afterEach, describe, expect, it, vi } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { splitUnitReport, summarise } from "../scripts/test-summary.mjs";
import { removeTree, writeTree, type Tree } from "./temp-tree.ts";

let roots: string[] = [];
afterEach(() => {
  roots.forEach(removeTree);
  roots = [];
  vi.restoreAllMocks();
});

const vitestReport = (testResults: object[], failed: number, passed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults,
});

const playwrightReport = {
  stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
  suites: [
    {
      title: "cashier.spec.ts",
      specs: [],
      suites: [
        {
          title: "deposits",
          specs: [
            {
              title: "a double click moves money once",
              file: "tests/cashier.spec.ts",
              line: 12,
              tests: [{ projectName: "noir", status: "unexpected", results: [{ error: { message: "Error: expect(received).toBe(expected)\n\nExpected: 1" } }] }],
            },
            {
              title: "the amount stepper",
              file: "tests/cashier.spec.ts",
              line: 30,
              tests: [
                { projectName: "curacao", status: "flaky", results: [{ error: { message: "Timeout 10000ms exceeded." } }, {}] },
                { projectName: "sunset", status: "expected", results: [{}] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

function summary(tree: Tree) {
  const root = writeTree({ "apps/sandbox-api/package.json": {}, "packages/domain/package.json": {}, ...tree });
  roots.push(root);
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line?: unknown) => void lines.push(String(line ?? "")));
  const ok = summarise(root);
  return { ok, text: lines.join("\n") };
}

describe("the test summary", () => {
  it("names each failed vitest test, each file that did not load and each failed or flaky journey above the counts", () => {
    const { ok, text } = summary({
      "packages/casino/test-report.json": vitestReport(
        [
          {
            name: "/ci/main/packages/casino/src/lobby/LobbyPage.test.tsx",
            status: "failed",
            assertionResults: [
              { status: "passed", fullName: "LobbyPage shows rows", failureMessages: [] },
              { status: "failed", fullName: "LobbyPage pauses the carousel", failureMessages: ["\nAssertionError: expected false to be true\n    at x"] },
            ],
          },
          { name: "/ci/main/packages/casino/src/Broken.test.tsx", status: "failed", message: "Failed to load url ./missing.ts", assertionResults: [] },
        ],
        1,
        1,
      ),
      "packages/domain/test-report.json": vitestReport([{ name: "/ci/main/packages/domain/src/a.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "a" }] }], 0, 1),
      "e2e/test-report.json": playwrightReport,
    });
    expect(ok).toBe(false);
    const failures = text.slice(text.indexOf("Failed or flaky tests"), text.indexOf("Test summary")).trim().split("\n");
    expect(failures).toEqual([
      "Failed or flaky tests",
      "  packages/casino: src/lobby/LobbyPage.test.tsx > LobbyPage pauses the carousel: AssertionError: expected false to be true",
      "  packages/casino: src/Broken.test.tsx: Failed to load url ./missing.ts",
      "  e2e: [noir] tests/cashier.spec.ts:12 > a double click moves money once: Error: expect(received).toBe(expected)",
      "  e2e: flaky: [curacao] tests/cashier.spec.ts:30 > the amount stepper: Timeout 10000ms exceeded.",
    ]);
    expect(text).toContain("packages/casino: 1 passed, 1 failed, 0 skipped");
    expect(text).toContain("e2e: 4 passed, 1 failed, 2 skipped");
    expect(text.trim().split("\n").at(-1)).toBe("6 passed, 2 failed, 2 skipped");
  });

  it("prints no failure list when everything passed", () => {
    const { ok, text } = summary({
      "packages/domain/test-report.json": vitestReport([{ name: "/x/packages/domain/src/a.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "a" }] }], 0, 1),
    });
    expect(ok).toBe(true);
    expect(text).not.toContain("Failed or flaky tests");
    expect(text).toContain("1 passed, 0 failed, 0 skipped");
  });
});

describe("the workspace run's report", () => {
  it("is split into one report per folder with its counts, and the summary reads them", () => {
    const root = writeTree({ "apps/sandbox-api/package.json": {}, "packages/domain/package.json": {}, "tooling/package.json": {} });
    roots.push(root);
    const result = (folder: string, statuses: string[]) => ({
      name: join(root, folder, "src/x.test.ts"),
      status: statuses.includes("failed") ? "failed" : "passed",
      assertionResults: statuses.map((status, i) => ({ status, fullName: `t${i}`, failureMessages: status === "failed" ? ["Error: boom"] : [] })),
    });
    const testResults = [result("packages/domain", ["passed", "passed", "skipped"]), result("apps/sandbox-api", ["passed", "failed"]), result("tooling", ["todo"])];
    writeFileSync(join(root, "unit-report.json"), JSON.stringify({ testResults }));
    expect(splitUnitReport(root)).toEqual(["apps/sandbox-api", "packages/domain", "tooling"]);
    const domain = JSON.parse(readFileSync(join(root, "packages/domain/test-report.json"), "utf8"));
    expect(domain).toMatchObject({ numPassedTests: 2, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 });
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line?: unknown) => void lines.push(String(line ?? "")));
    expect(summarise(root)).toBe(false);
    const text = lines.join("\n");
    expect(text).toContain("apps/sandbox-api: src/x.test.ts > t1: Error: boom");
    expect(text).toContain("packages/domain: 2 passed, 0 failed, 1 skipped");
    expect(text).toContain("tooling: 0 passed, 0 failed, 1 skipped");
  });
});
