import { QueryClient, QueryObserver } from "@tanstack/react-query";
import type { ManagerOptions, SocketOptions } from "socket.io-client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userDetailsQueryKey, type UserDetails } from "../endpoints/user/get-user-details.ts";
import { createRealtimeClient, type RealtimeSocket, type SocketFactory } from "./realtime-client.ts";

type Listener = (...args: unknown[]) => void;

class FakeSocket implements RealtimeSocket {
  listeners = new Map<string, Listener[]>();
  connect = vi.fn();
  disconnect = vi.fn();
  constructor(
    readonly url: string,
    readonly options: Partial<ManagerOptions & SocketOptions>,
  ) {}
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as Listener]);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  /** What the server would do: run the listeners of `event`. */
  serverEmit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  /** The auth payload this socket would send in its handshake now. */
  handshake(): unknown {
    let sent: unknown;
    const auth = this.options.auth as (cb: (data: object) => void) => void;
    auth((data) => (sent = data));
    return sent;
  }
}

const wallet = (amount: number, nonCashAmount = 0) => ({ amount, nonCashAmount, totalAmount: amount + nonCashAmount });
const cachedUser = () => ({ userId: 1, depositCount: 0, userWallet: wallet(10) }) as unknown as UserDetails;

let sockets: FakeSocket[];
let token: string | null;
let queryClient: QueryClient;
let target: EventTarget;
const createSocket: SocketFactory = (url, options) => {
  const socket = new FakeSocket(url, options);
  sockets.push(socket);
  return socket;
};
const start = () => createRealtimeClient({ url: "http://api.test", getToken: () => token, queryClient, target, createSocket });
const current = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  sockets = [];
  token = "t1";
  queryClient = new QueryClient();
  target = new EventTarget();
  queryClient.setQueryData(userDetailsQueryKey, cachedUser());
});

describe("connection", () => {
  it("connects with websocket then polling, a token function and the socket.io path", () => {
    start();
    expect(current().url).toBe("http://api.test");
    expect(current().options).toMatchObject({ path: "/socket.io", transports: ["websocket", "polling"], forceNew: true, timeout: 5_000 });
    expect(typeof current().options.auth).toBe("function");
    expect(current().handshake()).toEqual({ token: "t1" });
    token = "t2";
    expect(current().handshake()).toEqual({ token: "t2" });
  });

  it.each([
    ["a new token", "t2", 2],
    ["the same token", "t1", 1],
  ])("setToken with %s opens %i connection(s)", (_name, next, count) => {
    const client = start();
    token = next;
    client.setToken(next);
    expect(sockets).toHaveLength(count);
    expect(client.socket).toBe(current());
    if (count === 2) {
      expect(sockets[0]!.disconnect).toHaveBeenCalled();
      expect(sockets[0]!.listeners.size).toBe(0);
      expect(current().handshake()).toEqual({ token: "t2" });
    }
  });

  it("setToken(null) after logout reconnects anonymously", () => {
    const client = start();
    token = null;
    client.setToken(null);
    expect(sockets).toHaveLength(2);
    expect(current().handshake()).toEqual({ token: null });
  });

  it("reconnect() always opens a new connection; close() drops it", () => {
    const client = start();
    client.reconnect();
    expect(sockets).toHaveLength(2);
    client.close();
    expect(current().disconnect).toHaveBeenCalled();
  });

  it.each([
    ["io server disconnect", 1],
    ["transport close", 0],
    ["io client disconnect", 0],
  ])("after a disconnect for %s calls connect() %i time(s)", (reason, calls) => {
    start();
    current().serverEmit("disconnect", reason);
    expect(current().connect).toHaveBeenCalledTimes(calls);
  });

  it("re-reads the user (balance) over HTTP after every (re)connect", () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    start();
    current().serverEmit("connect");
    current().serverEmit("connect");
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userDetailsQueryKey });
  });
});

describe("status", () => {
  const withStatus = () => {
    const statuses: string[] = [];
    const client = createRealtimeClient({
      url: "http://api.test",
      getToken: () => token,
      queryClient,
      target,
      createSocket,
      onStatus: (status) => statuses.push(status),
    });
    return { client, statuses };
  };

  it("reports each connect, drop and failed attempt", () => {
    const { statuses } = withStatus();
    expect(statuses).toEqual([]);
    current().serverEmit("connect");
    current().serverEmit("disconnect", "transport close");
    current().serverEmit("connect_error", new Error("refused"));
    current().serverEmit("connect");
    expect(statuses).toEqual(["connected", "disconnected", "disconnected", "connected"]);
  });

  it("says nothing when it drops a connection itself (a token change, close)", () => {
    const { client, statuses } = withStatus();
    current().serverEmit("connect");
    token = "t2";
    client.setToken("t2");
    client.close();
    expect(statuses).toEqual(["connected"]);
  });

  it.each([
    ["while down", ["connect", "disconnect"], 2],
    ["before the first connect", [], 2],
    ["while up", ["connect"], 1],
  ])("retry() %s opens %i connection(s) in all", (_name, events, count) => {
    const { client } = withStatus();
    for (const event of events) current().serverEmit(event, "transport close");
    client.retry();
    expect(sockets).toHaveLength(count);
  });
});

describe("events", () => {
  const user = () => queryClient.getQueryData<UserDetails>(userDetailsQueryKey)!;

  it.each([
    ["debit", { amount: -5, userWallet: wallet(5) }, wallet(5), 0],
    ["credit", { amount: 20, userWallet: wallet(30) }, wallet(30), 0],
    ["globalCredit", { amount: 1, userWallet: wallet(11, 4) }, wallet(11, 4), 0],
    ["deposit", { amount: 50, count: 3, userWallet: wallet(60) }, wallet(60), 3],
    ["balance", { userWallet: wallet(99, 1) }, wallet(99, 1), 0],
    ["failedDeposit", { code: "TRANSACTION_FAILED", message: "Declined" }, wallet(10), 0],
    ["responsibleGamingBlock", { kind: "selfExclusion", until: null, message: "Self-excluded" }, wallet(10), 0],
    ["tournamentScore", { tournamentId: 2, score: 40, place: 1 }, wallet(10), 0],
    ["debit", { amount: "bad" }, wallet(10), 0],
  ])("%s %o updates the cache and is re-emitted", (event, payload, expectedWallet, depositCount) => {
    start();
    const received: unknown[] = [];
    target.addEventListener(event, (e) => received.push((e as CustomEvent).detail));
    current().serverEmit(event, payload);
    expect(user().userWallet).toEqual(expectedWallet);
    expect(user().depositCount).toBe(depositCount);
    expect(received).toEqual([payload]);
  });

  it("asks again for a read of the user under way when an event comes: its stale answer must not undo the event", async () => {
    // The server answered this read before the deposit; the answer lands after the deposit's event.
    let answer: ((user: UserDetails) => void) | undefined;
    const fresh = { ...cachedUser(), userWallet: wallet(60) };
    const queryFn = vi
      .fn<() => Promise<UserDetails>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue(fresh);
    // The header's read: an observer, which fetches the stale cache on subscribing.
    const stop = new QueryObserver(queryClient, { queryKey: userDetailsQueryKey, queryFn }).subscribe(() => undefined);
    start();
    await vi.waitFor(() => expect(answer).toBeDefined());
    current().serverEmit("deposit", { amount: 50, count: 1, userWallet: wallet(60) });
    answer?.(cachedUser());
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(user().userWallet).toEqual(wallet(60));
    stop();
  });

  it("leaves an empty cache empty (no user loaded yet)", () => {
    queryClient.clear();
    start();
    current().serverEmit("balance", { userWallet: wallet(1) });
    expect(queryClient.getQueryData(userDetailsQueryKey)).toBeUndefined();
  });

  it("defaults the event target to window", () => {
    const events: string[] = [];
    const listener = (e: Event) => events.push(e.type);
    window.addEventListener("balance", listener);
    createRealtimeClient({ url: "http://api.test", getToken: () => token, queryClient, createSocket });
    current().serverEmit("balance", { userWallet: wallet(1) });
    window.removeEventListener("balance", listener);
    expect(events).toEqual(["balance"]);
  });
});
