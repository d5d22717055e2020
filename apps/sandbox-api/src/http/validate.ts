import type { Context } from "hono";
import * as v from "valibot";
import { badRequest } from "./errors.ts";

/** `input` checked against a valibot schema; a 400 VALIDATION_ERROR otherwise. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw badRequest(v.summarize(result.issues), "VALIDATION_ERROR");
  return result.output;
}

/** The JSON body checked against a valibot schema; a 400 JSON error otherwise. */
export async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest("Request body is not valid JSON", "MALFORMED_JSON");
  }
  return parseOrThrow(schema, raw);
}

/** The query string (single values) checked against a valibot schema; a 400 JSON error otherwise. */
export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseOrThrow(schema, c.req.query());
}
