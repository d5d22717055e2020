import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import type { ServerToClientEvents } from "./realtime/events.ts";
import { userRoom } from "./realtime/socket.ts";
import { findSessionUser } from "./repos/sessions.ts";
import { startServer, type RunningServer } from "./server.ts";
import { createTestApp, type TestApp } from "./test/app.ts";
import { insertTestSession } from "./test/users.ts";

type ClientSocket = Socket<ServerToClientEvents>;

let t: TestApp;
let server: RunningServer;
const clients: ClientSocket[] = [];

beforeEach(async () => {
  t = createTestApp();
  server = await startServer({
    app: t.app,
    host: "127.0.0.1",
    port: 0,
    authenticate: (token) => findSessionUser(t.db, token),
  });
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await server.close();
  t.close();
});

function addSession(token: string, userId: number, ended = false): void {
  insertTestSession(t.db, token, userId, { ended });
}

async function connectClient(options: { token?: string; transports?: ("websocket" | "polling")[] } = {}) {
  const client: ClientSocket = connect(server.url, {
    path: "/socket.io",
    transports: options.transports ?? ["websocket", "polling"],
    auth: options.token === undefined ? {} : { token: options.token },
    reconnection: false,
    forceNew: true,
  });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.once("connect", resolve);
    client.once("connect_error", reject);
  });
  return client;
}

const roomMembers = async (userId: number) =>
  (await server.realtime.io.in(userRoom(userId)).fetchSockets()).map((s) => s.id);

describe("startServer", () => {
  it("listens on a free port and serves the Hono routes", async () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const res = await fetch(`${server.url}/api/health`);
    expect(await res.json()).toEqual({ ok: true });
  });

  it.each([["websocket"], ["polling"]] as const)("accepts a socket.io client over %s", async (transport) => {
    const client = await connectClient({ transports: [transport] });
    expect(client.connected).toBe(true);
    expect(client.io.engine.transport.name).toBe(transport);
  });

  it("puts a connection with a live session token in its user's room", async () => {
    addSession("token-7", 7);
    const client = await connectClient({ token: "token-7" });
    expect(await roomMembers(7)).toEqual([client.id]);
  });

  it("also takes the token in Bearer form", async () => {
    addSession("token-8", 8);
    const client = await connectClient({ token: "Bearer token-8" });
    expect(await roomMembers(8)).toEqual([client.id]);
  });

  it.each([
    ["no token", undefined],
    ["an unknown token", "nope"],
    ["an ended session's token", "ended"],
  ])("accepts a connection with %s but joins no user room", async (_, token) => {
    addSession("ended", 9, true);
    const client = await connectClient(token === undefined ? {} : { token });
    expect(client.connected).toBe(true);
    const [socket] = await server.realtime.io.fetchSockets();
    expect([...(socket?.rooms ?? [])]).toEqual([socket?.id]);
  });

  it("emitToUser reaches every connection of that user and nobody else", async () => {
    addSession("a1", 1);
    addSession("a2", 1);
    addSession("b", 2);
    const [first, second, other, anonymous] = await Promise.all([
      connectClient({ token: "a1" }),
      connectClient({ token: "a2" }),
      connectClient({ token: "b" }),
      connectClient(),
    ]);
    const received: string[] = [];
    other!.on("balance", () => received.push("other"));
    anonymous!.on("balance", () => received.push("anonymous"));
    const payload = { userWallet: { amount: 40, nonCashAmount: 10, totalAmount: 50 } };
    const arrivals = [first!, second!].map(
      (client) => new Promise((resolve) => client.once("balance", resolve)),
    );

    server.realtime.emitToUser(1, "balance", payload);

    expect(await Promise.all(arrivals)).toEqual([payload, payload]);
    expect((await roomMembers(2)).length).toBe(1);
    expect(received).toEqual([]);
  });

  it("close() drops the clients' transport (so they reconnect after a restart) and stops listening", async () => {
    const client = await connectClient();
    const disconnected = new Promise((resolve) => client.once("disconnect", resolve));
    await server.close();
    expect(await disconnected).toBe("transport close");
    expect(server.httpServer.listening).toBe(false);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
