import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { readBody } from "../http/validate.ts";

const SECONDS = v.pipe(v.number(), v.integer(), v.minValue(-365 * 86_400), v.maxValue(365 * 86_400));
const TestTournamentSchema = v.object({
  kind: v.optional(v.picklist(["tournament", "race"]), "race"),
  name: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(80))),
  /** From now (negative: already started); the end must come after the start. */
  startsInSeconds: v.optional(SECONDS, 0),
  endsInSeconds: SECONDS,
  prizePool: v.optional(v.pipe(v.number(), v.minValue(0)), 100),
  /** Game slugs that count (empty: every game). */
  games: v.optional(v.array(v.string()), []),
  minBet: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
  /** Entries of other players, as the seed's rivals (no account). */
  rivals: v.optional(v.array(v.object({ nickname: v.pipe(v.string(), v.minLength(1)), score: v.number() })), []),
});

/**
 * Test control (sandbox only, never in production mode): `POST /sandbox/tournaments` makes a tournament of its own
 * for one journey, one that starts and ends within the test's time, with rivals at chosen scores, so a test never
 * shares the seeded boards with another. Prizes: 50/30/20% of the pool to the first three.
 */
export function registerSandboxTournamentRoutes(app: Hono, { db, clock }: AppDeps, env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (env["NODE_ENV"] === "production") return;
  app.post("/sandbox/tournaments", async (c) => {
    const body = await readBody(c, v.pipe(TestTournamentSchema, v.check((b) => b.endsInSeconds > b.startsInSeconds, "It must end after it starts")));
    const now = clock().getTime();
    const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
    const slug = `test-${body.kind}-${randomBytes(5).toString("hex")}`;
    const name = body.name ?? `Test ${body.kind} ${slug.slice(-4)}`;
    const prizes = [0.5, 0.3, 0.2].map((share, i) => ({ place: i + 1, amount: Math.round(body.prizePool * share * 100) / 100 }));
    const id = db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO tournaments (slug, kind, texts_json, starts_at, ends_at, prize_pool, currency, prizes_json, games_json, min_bet)
           VALUES (?, ?, ?, ?, ?, ?, 'EUR', ?, ?, ?)`,
        )
        .run(slug, body.kind, JSON.stringify({ en: { name, description: `A ${body.kind} made for a test.` } }), at(body.startsInSeconds), at(body.endsInSeconds),
          body.prizePool, JSON.stringify(prizes), JSON.stringify(body.games), body.minBet);
      const entry = db.prepare("INSERT INTO tournament_entries (tournament_id, user_id, display_name, score, joined_at, updated_at) VALUES (?, NULL, ?, ?, ?, ?)");
      body.rivals.forEach((rival, i) => entry.run(lastInsertRowid, rival.nickname, rival.score, at(Math.min(0, body.startsInSeconds)), new Date(now - 1000 + i).toISOString()));
      return Number(lastInsertRowid);
    })();
    return c.json({ success: true, data: { id, slug, name, startsAt: at(body.startsInSeconds), endsAt: at(body.endsInSeconds) } });
  });
}
