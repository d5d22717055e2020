import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { createTestApp, type TestApp } from "../test/app.ts";
import type { AppDeps } from "../context.ts";
import { FAULT_SCOPE_HEADER, registerSandboxFaultRoutes } from "./sandbox-faults.ts";

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
const settings2 = (headers: Record<string, string> = {}) => t.app.request("/api/core/casino/settings2", { headers });

describe("/sandbox/faults", () => {
  it("makes the next `times` requests to the path answer the status with a JSON error, then works again", async () => {
    const res = await t.app.request("/sandbox/faults", json({ method: "get", path: "/api/core/casino/settings2", status: 500, times: 2 }));
    expect(res.status).toBe(201);

    for (let i = 0; i < 2; i += 1) {
      const broken = await settings2();
      expect(broken.status).toBe(500);
      expect(await broken.json()).toEqual({ success: false, code: "INTERNAL_SERVER_ERROR", message: "Internal server error" });
    }
    const healed = await settings2();
    expect(healed.status).toBe(200);
    expect(((await healed.json()) as { success: boolean }).success).toBe(true);
  });

  it("matches the method and exact path only, and takes a custom code and message", async () => {
    await t.app.request("/sandbox/faults", json({ method: "POST", path: "/api/user/login", status: 503, code: "MAINTENANCE", message: "Back soon" }));
    expect((await settings2()).status).toBe(200);
    expect((await t.app.request("/api/user/login")).status).not.toBe(503);
    const login = await t.app.request("/api/user/login", json({ email: "newbie@demo.casino", password: "Demo1234!" }));
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual({ success: false, code: "MAINTENANCE", message: "Back soon" });
  });

  it("keeps a scoped fault for requests of that scope", async () => {
    await t.app.request("/sandbox/faults", json({ path: "/api/core/casino/settings2", status: 500, scope: "test-a" }));
    expect((await settings2()).status).toBe(200);
    expect((await settings2({ [FAULT_SCOPE_HEADER]: "test-b" })).status).toBe(200);
    expect((await settings2({ [FAULT_SCOPE_HEADER]: "test-a" })).status).toBe(500);
    expect((await settings2({ [FAULT_SCOPE_HEADER]: "test-a" })).status).toBe(200);
  });

  it("lists pending faults and clears them all or by scope", async () => {
    await t.app.request("/sandbox/faults", json({ path: "/a", status: 500, scope: "x" }));
    await t.app.request("/sandbox/faults", json({ path: "/b", status: 502, times: 3 }));
    const list = (await (await t.app.request("/sandbox/faults")).json()) as { data: { faults: unknown[] } };
    expect(list.data.faults).toEqual([
      { method: "GET", path: "/a", status: 500, times: 1, scope: "x" },
      { method: "GET", path: "/b", status: 502, times: 3 },
    ]);
    expect(await (await t.app.request("/sandbox/faults?scope=x", { method: "DELETE" })).json()).toEqual({ success: true, data: { cleared: 1 } });
    expect(await (await t.app.request("/sandbox/faults", { method: "DELETE" })).json()).toEqual({ success: true, data: { cleared: 1 } });
    expect((await (await t.app.request("/sandbox/faults")).json()) as unknown).toEqual({ success: true, data: { faults: [] } });
  });

  it.each([
    [{ path: "api/x", status: 500 }],
    [{ path: "/api/x", status: 200 }],
    [{ path: "/api/x", status: 500, times: 0 }],
    [{ path: "/api/x", status: 500, method: "BREW" }],
    [{ path: "/sandbox/faults", status: 500 }],
  ])("refuses %j", async (body) => {
    const res = await t.app.request("/sandbox/faults", json(body));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("VALIDATION_ERROR");
  });

  it("is not mounted in production mode", async () => {
    const app = new Hono();
    registerSandboxFaultRoutes(app, {} as AppDeps, { NODE_ENV: "production" });
    app.get("/x", (c) => c.text("ok"));
    expect((await app.request("/sandbox/faults", json({ path: "/x", status: 500 }))).status).toBe(404);
    expect((await app.request("/x")).status).toBe(200);
  });
});
