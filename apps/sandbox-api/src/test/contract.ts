import * as v from "valibot";
import { createApp } from "../app.ts";
import type { TestApp } from "./app.ts";

/** The body of a response, checked against the api-client schema of its call (the contract). */
export async function parseAs<S extends v.GenericSchema>(schema: S, res: Response): Promise<v.InferOutput<S>> {
  const body: unknown = await res.json();
  const result = v.safeParse(schema, body);
  if (!result.success) throw new Error(`response does not match its schema: ${v.summarize(result.issues)}\n${JSON.stringify(body)}`);
  return result.output;
}

/** The error body `{ success: false, code, message }` with its status. */
export async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { success: boolean; code: string; message: string };
  if (body.success !== false) throw new Error(`expected an error body, got ${JSON.stringify(body)}`);
  return { status: res.status, code: body.code, message: body.message };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date("2026-03-10T12:00:00.000Z")) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

/** The test app's database behind a second app whose clock the test controls. */
export function withClock(t: TestApp, clock: () => Date) {
  return createApp({ db: t.db, brandsDir: t.fx.brandsDir, clock });
}
