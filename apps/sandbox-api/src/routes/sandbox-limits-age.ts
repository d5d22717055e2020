import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { notFound } from "../http/errors.ts";
import { readBody } from "../http/validate.ts";
import { findUserById } from "../repos/users.ts";

const AgeLimitsSchema = v.object({ hours: v.pipe(v.number(), v.minValue(0), v.maxValue(24 * 365)) });

/**
 * Test control (sandbox only, never in production mode): `POST /sandbox/limits/<userId>/age { hours }` moves every
 * limit change of the player `hours` into the past, as if the player had set them then: the once-an-hour lock and a
 * pending raise's 24 hours run on the real clock, so an e2e journey that lowers, raises or waits uses this instead
 * of a seeded player's old limits.
 */
export function registerSandboxLimitsAgeRoutes(app: Hono, { db }: AppDeps, env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (env["NODE_ENV"] === "production") return;
  app.post("/sandbox/limits/:userId/age", async (c) => {
    const userId = Number(c.req.param("userId"));
    if (!Number.isInteger(userId) || !findUserById(db, userId)) throw notFound("No such player", "USER_NOT_FOUND");
    const { hours } = await readBody(c, AgeLimitsSchema);
    const shift = (iso: string) => new Date(Date.parse(iso) - hours * 3_600_000).toISOString();
    const rows = db.prepare("SELECT rowid, changed_at, pending_at FROM player_limits WHERE user_id = ?").all(userId) as Array<{
      rowid: number;
      changed_at: string;
      pending_at: string | null;
    }>;
    const update = db.prepare("UPDATE player_limits SET changed_at = ?, pending_at = ? WHERE rowid = ?");
    db.transaction(() => {
      for (const row of rows) update.run(shift(row.changed_at), row.pending_at === null ? null : shift(row.pending_at), row.rowid);
    })();
    return c.json({ success: true, data: { aged: rows.length } });
  });
}
