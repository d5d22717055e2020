// Helpers for the catalogue tests (not a test file itself).
import * as v from "valibot";
import { insertUser } from "../repos/users.ts";
import { createSession } from "../repos/sessions.ts";
import type { TestApp } from "../test/app.ts";

/** The body parsed with the api-client schema; a readable failure listing the issues otherwise. */
export function parseWith<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new Error(`response does not match its schema: ${v.summarize(result.issues)}`);
  return result.output;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function call(
  t: TestApp,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<JsonResponse> {
  const res = await t.app.request(path, {
    method: init.method ?? "GET",
    headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export const errorCode = (response: JsonResponse) => (response.body as { code?: string } | undefined)?.code;

let players = 0;

/** A player with a live session: pass `headers` to act as them. */
export function createPlayer(t: TestApp, now = new Date()) {
  players++;
  const user = insertUser(
    t.db,
    { username: `catalog${players}`, email: `catalog${players}@example.test`, password_hash: "x", registration_type: "full" },
    now,
  );
  const { token } = createSession(t.db, { userId: user.id, now });
  return { userId: user.id, token, headers: { authorization: `Bearer ${token}` } };
}
