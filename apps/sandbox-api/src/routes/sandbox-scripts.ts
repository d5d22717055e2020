import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { readBody, readQuery } from "../http/validate.ts";
import { FAULT_SCOPE_HEADER } from "./sandbox-faults.ts";

const SCRIPTS_PATH = "/sandbox/scripts";
const LIST_PATH = "/api/core/casino/scripts";

const html = v.optional(v.string(), "");
export const TestScriptSchema = v.object({
  /** Only requests carrying `x-sandbox-scope: <scope>` get the entry: parallel e2e tests never see each other's. */
  scope: v.pipe(v.string(), v.nonEmpty()),
  key: v.pipe(v.string(), v.nonEmpty()),
  head: html,
  bodyStart: html,
  bodyEnd: html,
});
type TestScript = v.InferOutput<typeof TestScriptSchema>;

const ScopeQuerySchema = v.object({ scope: v.optional(v.string()) });

/**
 * Test control (sandbox only, never in production mode): `POST /sandbox/scripts { scope, key, head?, bodyStart?,
 * bodyEnd? }` appends a script entry to GET scripts for the requests of that scope (any audience), after the seeded
 * ones; `GET /sandbox/scripts?scope=` lists them, `DELETE /sandbox/scripts?scope=` removes them (all without scope).
 * Register before the catalog routes: it is a middleware.
 */
export function registerSandboxScriptRoutes(app: Hono, _deps: AppDeps, env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (env["NODE_ENV"] === "production") return;
  const entries: TestScript[] = [];

  app.use(LIST_PATH, async (c, next) => {
    await next();
    const scope = c.req.header(FAULT_SCOPE_HEADER);
    const added = entries.filter((entry) => entry.scope === scope);
    if (c.req.method !== "GET" || !scope || added.length === 0 || c.res.status !== 200) return;
    const body = (await c.res.clone().json()) as { success: boolean; data: unknown[] };
    const extra = added.map(({ key, head, bodyStart, bodyEnd }) => ({ key, head, bodyStart, bodyEnd }));
    c.res = new Response(JSON.stringify({ ...body, data: [...body.data, ...extra] }), c.res);
  });

  app.post(SCRIPTS_PATH, async (c) => {
    const entry = await readBody(c, TestScriptSchema);
    entries.push(entry);
    return c.json({ success: true, data: { entry } }, 201);
  });
  app.get(SCRIPTS_PATH, (c) => {
    const { scope } = readQuery(c, ScopeQuerySchema);
    return c.json({ success: true, data: { entries: entries.filter((e) => scope === undefined || e.scope === scope) } });
  });
  app.delete(SCRIPTS_PATH, (c) => {
    const { scope } = readQuery(c, ScopeQuerySchema);
    const before = entries.length;
    entries.splice(0, entries.length, ...(scope === undefined ? [] : entries.filter((e) => e.scope !== scope)));
    return c.json({ success: true, data: { removed: before - entries.length } });
  });
}
