import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { createTestApp, type TestApp } from "../test/app.ts";
import type { AppDeps } from "../context.ts";
import { FAULT_SCOPE_HEADER } from "./sandbox-faults.ts";
import { registerSandboxScriptRoutes } from "./sandbox-scripts.ts";

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
const keys = async (headers: Record<string, string> = {}) => {
  const res = await t.app.request("/api/core/casino/scripts?enableAuthUsers=false", { headers });
  return ((await res.json()) as { data: Array<{ key: string }> }).data.map((entry) => entry.key);
};

describe("/sandbox/scripts", () => {
  it("adds an entry to GET scripts for requests of its scope only, after the seeded ones", async () => {
    const seeded = await keys();
    const res = await t.app.request("/sandbox/scripts", json({ scope: "test-a", key: "tag", head: `<script src="https://evil.example/t.js"></script>` }));
    expect(res.status).toBe(201);
    expect(await keys()).toEqual(seeded);
    expect(await keys({ [FAULT_SCOPE_HEADER]: "test-b" })).toEqual(seeded);
    const scoped = await t.app.request("/api/core/casino/scripts?enableAuthUsers=false", { headers: { [FAULT_SCOPE_HEADER]: "test-a" } });
    const data = ((await scoped.json()) as { data: unknown[] }).data;
    expect(data.slice(0, seeded.length)).toHaveLength(seeded.length);
    expect(data.at(-1)).toEqual({ key: "tag", head: `<script src="https://evil.example/t.js"></script>`, bodyStart: "", bodyEnd: "" });
  });

  it("refuses an entry without a scope", async () => {
    expect((await t.app.request("/sandbox/scripts", json({ key: "tag", head: "<p></p>" }))).status).toBe(400);
  });

  it("lists and removes entries by scope", async () => {
    await t.app.request("/sandbox/scripts", json({ scope: "a", key: "one" }));
    await t.app.request("/sandbox/scripts", json({ scope: "b", key: "two" }));
    const listed = await (await t.app.request("/sandbox/scripts?scope=a")).json();
    expect((listed as { data: { entries: Array<{ key: string }> } }).data.entries.map((e) => e.key)).toEqual(["one"]);
    await t.app.request("/sandbox/scripts?scope=a", { method: "DELETE" });
    expect(await keys({ [FAULT_SCOPE_HEADER]: "a" })).not.toContain("one");
    expect(await keys({ [FAULT_SCOPE_HEADER]: "b" })).toContain("two");
  });

  it("is not mounted in production mode", async () => {
    const app = new Hono();
    registerSandboxScriptRoutes(app, {} as AppDeps, { NODE_ENV: "production" });
    expect((await app.request("/sandbox/scripts", json({ scope: "a", key: "k" }))).status).toBe(404);
  });
});
