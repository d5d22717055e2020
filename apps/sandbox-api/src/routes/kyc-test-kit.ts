// Helpers for the KYC, limits, referral, statistics and chat tests (not a test file itself).
import fs from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { createApp } from "../app.ts";
import type { EventSink } from "../context.ts";
import { prepareDatabase, type Database } from "../db/database.ts";
import { createSession } from "../repos/sessions.ts";
import { insertUser, type NewUser } from "../repos/users.ts";
import { manualClock } from "../test/contract.ts";
import { brandJson, createBrandsFixture, type Fixture } from "../test/fixtures.ts";
import { bearer, jsonRequest } from "../test/users.ts";

export interface SliceApp {
  app: Hono;
  db: Database;
  fx: Fixture;
  clock: ReturnType<typeof manualClock>;
  uploadsDir: string;
  events: EventSink;
  close(): void;
}

/** A seeded temporary database, uploads in its folder, a hand-moved clock and brands paying 10% per referral. */
export function createSliceApp({ reviewSeconds = 30 }: { reviewSeconds?: number } = {}): SliceApp {
  const fx = createBrandsFixture();
  for (const brand of ["curacao", "noir", "sunset"]) fx.writeBrand(brand, brandJson(brand, { referAFriendPercent: 10 }));
  const clock = manualClock();
  const { db } = prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir, clock: clock.now });
  const uploadsDir = path.join(fx.dir, "uploads");
  const events: EventSink = { emitToUser: () => {} };
  const app = createApp({ db, brandsDir: fx.brandsDir, clock: clock.now, events, kyc: { uploadsDir, reviewSeconds } });
  return {
    app,
    db,
    fx,
    clock,
    uploadsDir,
    events,
    close() {
      db.close();
      fx.cleanup();
    },
  };
}

let players = 0;

export interface TestPlayer {
  userId: number;
  headers: Record<string, string>;
}

/** A new player with a live session at the app's clock (or a session for an existing player). */
export function playerOf(t: SliceApp, existing?: number, columns: Partial<NewUser> = {}): TestPlayer {
  let userId = existing;
  if (userId === undefined) {
    players++;
    userId = insertUser(
      t.db,
      { username: `slice${players}`, email: `slice${players}@example.test`, password_hash: "x", registration_type: "full", ...columns },
      t.clock.now(),
    ).id;
  }
  const { token } = createSession(t.db, { userId, now: t.clock.now() });
  return { userId, headers: bearer(token) };
}

export const get = (t: SliceApp, url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

export const send = (t: SliceApp, method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(url, jsonRequest(method, body, headers));

/** Multipart upload as the browser sends it. */
export function upload(t: SliceApp, headers: Record<string, string>, fields: { kind?: string; name?: string; bytes?: Uint8Array }) {
  const form = new FormData();
  if (fields.kind !== undefined) form.append("kind", fields.kind);
  if (fields.bytes !== undefined) form.append("file", new Blob([fields.bytes as Uint8Array<ArrayBuffer>]), fields.name ?? "file");
  return t.app.request("/api/user/upload-document", { method: "POST", headers, body: form });
}

/** A file of `size` bytes starting with the given signature. */
export function fileBytes(head: readonly number[] | string, size = 1024): Uint8Array {
  const start = typeof head === "string" ? new TextEncoder().encode(head) : Uint8Array.from(head);
  const bytes = new Uint8Array(Math.max(size, start.length));
  bytes.set(start);
  return bytes;
}

export const SIGNATURES = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: "%PDF-1.7\n",
  gif: "GIF89a",
  zip: [0x50, 0x4b, 0x03, 0x04],
} as const;

export const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

let rounds = 0;

/** A casino round as the demo slot writes it (amount in minor units; balances are not checked by these tests). */
export function insertRound(t: SliceApp, userId: number, type: "bet" | "win" | "refund", amount: number, gameSlug?: string): void {
  rounds++;
  const gameId = (gameSlug === undefined
    ? t.db.prepare("SELECT id FROM games ORDER BY popularity_rank LIMIT 1").pluck().get()
    : t.db.prepare("SELECT id FROM games WHERE slug = ?").pluck().get(gameSlug)) as number;
  const currency = t.db.prepare("SELECT currency_code FROM users WHERE id = ?").pluck().get(userId) as string;
  t.db
    .prepare(
      `INSERT INTO game_rounds (transaction_id, user_id, game_id, type, currency_code, balance_before, amount, balance_after, created_at)
       VALUES (?, ?, ?, ?, ?, 0, ?, 0, ?)`,
    )
    .run(`test-round-${rounds}`, userId, gameId, type, currency, amount, t.clock.now().toISOString());
}
