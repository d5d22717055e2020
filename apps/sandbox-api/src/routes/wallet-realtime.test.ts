import path from "node:path";
import { DepositResponseSchema, realtimeEventSchemas, type RealtimeEventName } from "@casino/api-client";
import { io as connect, type Socket } from "socket.io-client";
import * as v from "valibot";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createApp } from "../app.ts";
import type { EventSink } from "../context.ts";
import { prepareDatabase, type Database } from "../db/database.ts";
import type { Realtime } from "../realtime/socket.ts";
import { findSessionUser } from "../repos/sessions.ts";
import { startServer, type RunningServer } from "../server.ts";
import { createBrandsFixture, type Fixture } from "../test/fixtures.ts";
import { createWalletPlayer, methodId, moneyHeaders, parsed } from "./wallet-test-kit.ts";

// The events sink wired as main.ts wires it: a completed deposit reaches the player's socket as credit,
// balance and deposit, in the api-client's event shapes.
let fx: Fixture;
let db: Database;
let server: RunningServer;
let socket: Socket | undefined;
beforeAll(async () => {
  fx = createBrandsFixture();
  db = prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir }).db;
  const realtime: { current?: Realtime } = {};
  const events: EventSink = { emitToUser: (userId, event, payload) => realtime.current?.emitToUser(userId, event, payload) };
  const app = createApp({ db, brandsDir: fx.brandsDir, events, kyc: { uploadsDir: path.join(fx.dir, "uploads") } });
  server = await startServer({ app, host: "127.0.0.1", port: 0, authenticate: (token) => findSessionUser(db, token) });
  realtime.current = server.realtime;
});
afterAll(async () => {
  socket?.disconnect();
  await server.close();
  db.close();
  fx.cleanup();
});

it("delivers the ledger's events to the player's socket when a deposit completes", async () => {
  const player = createWalletPlayer({ db });
  const received: [string, unknown][] = [];
  socket = connect(server.url, { path: "/socket.io", transports: ["websocket"], auth: { token: player.token } });
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  await vi.waitFor(async () => expect(await server.realtime.io.in(`user:${player.userId}`).fetchSockets()).toHaveLength(1));

  const res = await fetch(`${server.url}/api/user/deposit`, {
    method: "POST",
    headers: { "content-type": "application/json", ...moneyHeaders(player) },
    body: JSON.stringify({ methodId: methodId({ db }, "bitcoin"), amount: 40, currency: "EUR", fields: { network: "BTC" } }),
  });
  const { payment } = parsed(DepositResponseSchema, { status: res.status, body: await res.json() }).data;
  await fetch(`${server.url}/sandbox/pay/${payment.id}/confirm`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });

  await vi.waitFor(() => expect(received.map(([event]) => event)).toEqual(["credit", "balance", "deposit"]));
  for (const [event, payload] of received) expect(v.is(realtimeEventSchemas[event as RealtimeEventName], payload)).toBe(true);
  expect(received[2]![1]).toEqual({ amount: 40, count: 1, userWallet: { amount: 40, nonCashAmount: 0, totalAmount: 40 } });
});
