import type { GameSort, SortOrder } from "@casino/api-client";
import type { Context } from "hono";
import * as v from "valibot";
import { badRequest } from "../http/errors.ts";
import type { GameListPosition } from "../repos/catalog-game-list.ts";

/** A query-string integer within [min, max]. */
export const intParam = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(min), v.maxValue(max));

/** "true"/"false"/"1"/"0" as a boolean. */
export const boolParam = v.pipe(v.picklist(["true", "false", "1", "0"]), v.transform((flag) => flag === "true" || flag === "1"));

/** Origin the request came to, for absolute thumbnail and play URLs. */
export const requestOrigin = (c: Context) => new URL(c.req.url).origin;

interface CursorContent extends GameListPosition {
  sort: GameSort;
  order: SortOrder;
}

/** Opaque to the client: base64url JSON of the sort, order and position after the last row. */
export const encodeCursor = (content: CursorContent) => Buffer.from(JSON.stringify(content)).toString("base64url");

const CursorSchema = v.object({
  sort: v.string(),
  order: v.string(),
  value: v.union([v.string(), v.number()]),
  id: v.pipe(v.number(), v.integer()),
});

/** The position of a cursor made for the same sort and order; 400 INVALID_CURSOR otherwise. */
export function decodeCursor(cursor: string, sort: GameSort, order: SortOrder): GameListPosition {
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    content = undefined;
  }
  const parsed = v.safeParse(CursorSchema, content);
  if (!parsed.success || parsed.output.sort !== sort || parsed.output.order !== order) {
    throw badRequest("The cursor does not belong to this sort; start again without it", "INVALID_CURSOR");
  }
  return { value: parsed.output.value, id: parsed.output.id };
}
