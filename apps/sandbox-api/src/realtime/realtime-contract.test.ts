import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createRealtimeClient, realtimeEventSchemas, type RealtimeClient, type RealtimeEventName } from "@casino/api-client";
import * as v from "valibot";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { findSessionUser } from "../repos/sessions.ts";
import { startServer, type RunningServer } from "../server.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { loginToken } from "../test/users.ts";
import type { RealtimePayload } from "./events.ts";

// The api-client's realtime client against the real socket server: a logged-in player's events arrive,
// match the client's schemas and are re-emitted on the target.
let t: TestApp;
let server: RunningServer;
let client: RealtimeClient | undefined;

beforeEach(async () => {
  t = createTestApp();
  server = await startServer({ app: t.app, host: "127.0.0.1", port: 0, authenticate: (token) => findSessionUser(t.db, token) });
});
afterEach(async () => {
  client?.close();
  await server.close();
  t.close();
});

const userWallet = { amount: 40, nonCashAmount: 10, totalAmount: 50 };
const payloads: { [E in RealtimeEventName]: RealtimePayload<E> } = {
  debit: { amount: -5, userWallet },
  credit: { amount: 5, userWallet },
  globalCredit: { amount: 1, userWallet },
  deposit: { amount: 25, count: 2, userWallet },
  failedDeposit: { code: "TRANSACTION_FAILED", message: "Declined" },
  balance: { userWallet },
  responsibleGamingBlock: { kind: "freeze", until: "2026-03-11T12:00:00.000Z", message: "Your account is frozen" },
  tournamentScore: { tournamentId: 1, score: 12.5, place: 3 },
};

it("delivers every server event to the logged-in player's client in the client's shape", async () => {
  const token = await loginToken(t.app, "depositor@demo.casino");
  const target = new EventTarget();
  const queryClient = { setQueryData: vi.fn(), invalidateQueries: vi.fn(async () => {}), isFetching: vi.fn(() => 0) };
  client = createRealtimeClient({
    url: server.url,
    getToken: () => token,
    target,
    queryClient: queryClient as unknown as Parameters<typeof createRealtimeClient>[0]["queryClient"],
  });
  await vi.waitFor(() => expect(queryClient.invalidateQueries).toHaveBeenCalled(), { timeout: 5000 });
  await vi.waitFor(async () => expect(await server.realtime.io.in(`user:${DEMO_PLAYER_IDS.depositor}`).fetchSockets()).toHaveLength(1));

  const received: [string, unknown][] = [];
  for (const event of Object.keys(payloads)) target.addEventListener(event, (e) => received.push([event, (e as CustomEvent).detail]));
  for (const [event, payload] of Object.entries(payloads)) {
    server.realtime.emitToUser(DEMO_PLAYER_IDS.depositor, event as RealtimeEventName, payload as never);
  }
  await vi.waitFor(() => expect(received).toHaveLength(8));
  for (const [event, detail] of received) {
    expect(v.is(realtimeEventSchemas[event as RealtimeEventName], detail)).toBe(true);
  }
  expect(queryClient.setQueryData).toHaveBeenCalledTimes(5);
});
