// Helpers for the wallet, cashier and slot tests (not a test file itself).
import path from "node:path";
import type { Hono } from "hono";
import * as v from "valibot";
import { createApp } from "../app.ts";
import type { EventSink } from "../context.ts";
import { prepareDatabase, type Database } from "../db/database.ts";
import { credit, type LedgerDeps } from "../repos/ledger.ts";
import { findMethodIdByName } from "../repos/payments-methods.ts";
import { createSession } from "../repos/sessions.ts";
import { insertUser, type NewUser } from "../repos/users.ts";
import { createBrandsFixture, type Fixture } from "../test/fixtures.ts";

export interface RecordedEvent {
  userId: number;
  event: string;
  payload: unknown;
}

export interface WalletTestApp {
  app: Hono;
  db: Database;
  fx: Fixture;
  /** Every realtime event the app emitted, oldest first. */
  events: RecordedEvent[];
  deps: LedgerDeps;
  close(): void;
}

/** A seeded temporary database and the app on it, with the events sink recording. */
export function createWalletTestApp(options: { fx?: Fixture; clock?: () => Date } = {}): WalletTestApp {
  const fx = options.fx ?? createBrandsFixture();
  const clock = options.clock ?? (() => new Date());
  const { db } = prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir });
  const events: RecordedEvent[] = [];
  const sink: EventSink = { emitToUser: (userId, event, payload) => events.push({ userId, event, payload }) };
  const app = createApp({ db, brandsDir: fx.brandsDir, clock, events: sink, kyc: { uploadsDir: path.join(fx.dir, "uploads") } });
  return {
    app,
    db,
    fx,
    events,
    deps: { db, clock, events: sink },
    close() {
      db.close();
      fx.cleanup();
    },
  };
}

let players = 0;

/** A new player (EUR, Malta, verified e-mail unless overridden) with a live session. */
export function createWalletPlayer(t: Pick<WalletTestApp, "db">, columns: Partial<NewUser> = {}, now = new Date()) {
  players++;
  const user = insertUser(
    t.db,
    {
      username: `wallet${players}`,
      email: `wallet${players}@example.test`,
      password_hash: "x",
      registration_type: "full",
      country_code: "MT",
      currency_code: "EUR",
      is_email_verified: 1,
      ...columns,
    },
    now,
  );
  const { token } = createSession(t.db, { userId: user.id, now });
  return { userId: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

export interface JsonResponse {
  status: number;
  body: unknown;
}

export async function send(
  t: Pick<WalletTestApp, "app">,
  route: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<JsonResponse> {
  const res = await t.app.request(route, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** The body parsed with its api-client schema (the contract); a readable failure otherwise. */
export function parsed<S extends v.GenericSchema>(schema: S, response: JsonResponse): v.InferOutput<S> {
  const result = v.safeParse(schema, response.body);
  if (!result.success) {
    throw new Error(`${response.status} response does not match its schema: ${v.summarize(result.issues)}\n${JSON.stringify(response.body)}`);
  }
  return result.output;
}

export const codeOf = (response: JsonResponse) => (response.body as { code?: string } | undefined)?.code;

/** sum(deltas) of the player's entries next to the wallet row: equal when no ledger row was lost. */
export function ledgerTotals(db: Database, userId: number, currency = "EUR") {
  const sums = db
    .prepare("SELECT total(cash_delta) AS cash, total(non_cash_delta) AS nonCash, count(*) AS entries FROM ledger_entries WHERE user_id = ? AND currency = ?")
    .get(userId, currency) as { cash: number; nonCash: number; entries: number };
  const wallet = db.prepare("SELECT cash, non_cash AS nonCash FROM wallets WHERE user_id = ? AND currency = ?").get(userId, currency) as
    | { cash: number; nonCash: number }
    | undefined;
  return { sums, wallet: wallet ?? { cash: 0, nonCash: 0 } };
}

/** Puts money in a player's wallet through the ledger (major units of EUR unless the player has another). */
export function fund(t: Pick<WalletTestApp, "deps">, userId: number, major: number, kind: "adjustment" | "deposit" = "adjustment") {
  const currency = t.deps.db.prepare("SELECT currency_code FROM users WHERE id = ?").pluck().get(userId) as string;
  const decimals = t.deps.db.prepare("SELECT decimals FROM currencies WHERE code = ?").pluck().get(currency) as number;
  return credit(t.deps, { userId, kind, cash: Math.round(major * 10 ** decimals) });
}

export const methodId = (t: Pick<WalletTestApp, "db">, name: string) => {
  const id = findMethodIdByName(t.db, name);
  if (id === undefined) throw new Error(`no payment method ${name}`);
  return id;
};

export const SITE = "http://localhost:5173";
export const goodCard = { cardholder: "Dana Deposit", cardNumber: "4242 4242 4242 4242", expiry: "12/35", cvc: "123" };

let keys = 0;
/** Headers of a money call: the player's token and a fresh (or the given) Idempotency-Key. */
export const moneyHeaders = (player: { headers: Record<string, string> }, key = `test-key-${++keys}`) => ({
  ...player.headers,
  "idempotency-key": key,
});

/** The most popular demo-capable slot whose bets run from at most 1 to at least 10 (the limit tests' game). */
export const limitTestSlot = (db: Database): string =>
  db.prepare("SELECT slug FROM games WHERE game_type = 'slot' AND has_demo = 1 AND min_bet <= 1 AND max_bet >= 10 ORDER BY popularity_rank LIMIT 1").pluck().get() as string;
