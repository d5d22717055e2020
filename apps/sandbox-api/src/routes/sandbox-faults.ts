import { SESSION_EXPIRED_CODE } from "@casino/api-client";
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { jsonError } from "../http/errors.ts";
import { readBody, readQuery } from "../http/validate.ts";

/** Requests carrying this header only meet faults of the same scope (parallel e2e tests stay apart). */
export const FAULT_SCOPE_HEADER = "x-sandbox-scope";
const FAULTS_PATH = "/sandbox/faults";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export const FaultSchema = v.object({
  method: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(METHODS)), "GET"),
  path: v.pipe(v.string(), v.startsWith("/"), v.check((path) => path !== FAULTS_PATH, "faults cannot break /sandbox/faults")),
  status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  code: v.optional(v.pipe(v.string(), v.nonEmpty())),
  message: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** Matches only requests whose x-sandbox-scope header equals it; without it, every request. */
  scope: v.optional(v.pipe(v.string(), v.nonEmpty())),
});
export type Fault = v.InferOutput<typeof FaultSchema>;

const ClearQuerySchema = v.object({ scope: v.optional(v.string()) });

const DEFAULT_MESSAGES: Partial<Record<number, [code: string, message: string]>> = {
  400: ["BAD_REQUEST", "Please check fields with errors"],
  401: ["UNAUTHORIZED", "Unauthorized"],
  403: [SESSION_EXPIRED_CODE, "Session expired"],
  404: ["NOT_FOUND", "Not found"],
  500: ["INTERNAL_SERVER_ERROR", "Internal server error"],
  502: ["BAD_GATEWAY", "Try again later"],
  503: ["SERVICE_UNAVAILABLE", "Service Unavailable"],
  504: ["GATEWAY_TIMEOUT", "Try again later"],
};

/** Takes one use of the first fault matching the request, if any. */
function takeFault(faults: Fault[], c: Context): Fault | undefined {
  const scope = c.req.header(FAULT_SCOPE_HEADER);
  const index = faults.findIndex(
    (f) => f.method === c.req.method && f.path === c.req.path && (f.scope === undefined || f.scope === scope),
  );
  const fault = faults[index];
  if (!fault) return undefined;
  if (fault.times <= 1) faults.splice(index, 1);
  else faults[index] = { ...fault, times: fault.times - 1 };
  return fault;
}

/**
 * Test control (sandbox only, never in production mode): `POST /sandbox/faults {method, path, status, times}` makes
 * the next `times` matching requests answer `status` with a JSON error body; `DELETE /sandbox/faults` clears
 * (`?scope=` only that scope's); `GET /sandbox/faults` lists what is still pending. Register before the routes
 * it breaks: it is a middleware.
 */
export function registerSandboxFaultRoutes(app: Hono, _deps: AppDeps, env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (env["NODE_ENV"] === "production") return;
  const faults: Fault[] = [];

  app.use(async (c, next) => {
    if (c.req.path === FAULTS_PATH || c.req.method === "OPTIONS") return next();
    const fault = takeFault(faults, c);
    if (!fault) return next();
    const [code, message] = DEFAULT_MESSAGES[fault.status] ?? [`HTTP_${fault.status}`, "Something went wrong"];
    return jsonError(c, fault.status as ContentfulStatusCode, fault.code ?? code, fault.message ?? message);
  });

  app.post(FAULTS_PATH, async (c) => {
    const fault = await readBody(c, FaultSchema);
    faults.push(fault);
    return c.json({ success: true, data: { fault, pending: faults.length } }, 201);
  });
  app.get(FAULTS_PATH, (c) => c.json({ success: true, data: { faults } }));
  app.delete(FAULTS_PATH, (c) => {
    const { scope } = readQuery(c, ClearQuerySchema);
    const before = faults.length;
    const kept = scope === undefined ? [] : faults.filter((f) => f.scope !== scope);
    faults.splice(0, faults.length, ...kept);
    return c.json({ success: true, data: { cleared: before - faults.length } });
  });
}
