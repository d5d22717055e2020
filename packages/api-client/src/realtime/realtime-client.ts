import type { QueryClient } from "@tanstack/react-query";
import { io, type ManagerOptions, type SocketOptions } from "socket.io-client";
import * as v from "valibot";
import { userDetailsQueryKey, type UserDetails } from "../endpoints/user/get-user-details.ts";
import { REALTIME_EVENTS, realtimeEventSchemas } from "./events.ts";

/** The part of a socket.io client socket this module uses (tests inject a fake). */
export interface RealtimeSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
  removeAllListeners(): unknown;
}

export type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => RealtimeSocket;

export interface RealtimeClientOptions {
  url: string;
  /** Read at every handshake, so a reconnect after a token change presents the current token. */
  getToken: () => string | null | undefined;
  queryClient: QueryClient;
  /** Where the browser events go; default `window`. */
  target?: EventTarget;
  /** Default "/socket.io". */
  path?: string;
  createSocket?: SocketFactory;
  /** Told when the connection comes up (`connected`) or goes down (`disconnected`: a drop or a failed attempt). */
  onStatus?: (status: RealtimeStatus) => void;
}

export type RealtimeStatus = "connected" | "disconnected";

export interface RealtimeClient {
  /** The current connection (replaced by setToken/reconnect). */
  readonly socket: RealtimeSocket;
  /** Tell the client the token is now `token` (getToken must already return it): a new connection if it changed. */
  setToken(token: string | null | undefined): void;
  /** Drops the current connection and opens a new one. */
  reconnect(): void;
  /** Opens a new connection unless this one is up: a retry now instead of at socket.io's next backoff step. */
  retry(): void;
  close(): void;
}

/** How long one connection attempt may hang before the next one. */
export const CONNECT_TIMEOUT_MS = 5_000;

const defaultFactory: SocketFactory = (url, options) => io(url, options) as unknown as RealtimeSocket;

function defaultTarget(): EventTarget {
  const target = (globalThis as { window?: EventTarget }).window;
  if (!target) throw new Error("createRealtimeClient: pass `target` outside the browser");
  return target;
}

/**
 * Writes the event's wallet (and a deposit's count) into the cached user details. A read of them already under way
 * may have been answered before the event's change and would overwrite it when it lands: it is asked again instead.
 */
function applyToCache(queryClient: QueryClient, payload: object): void {
  if (!("userWallet" in payload)) return;
  const { userWallet } = payload as Pick<UserDetails, "userWallet">;
  const count = "count" in payload ? (payload.count as number) : undefined;
  const reading = queryClient.isFetching({ queryKey: userDetailsQueryKey }) > 0;
  queryClient.setQueryData<UserDetails>(userDetailsQueryKey, (user) =>
    user && { ...user, userWallet, ...(count === undefined ? {} : { depositCount: count }) },
  );
  if (reading) void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
}

/** Spec §7 / DESIGN §1.5: one socket per session, balances into react-query, events re-emitted on `target`. */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const { url, getToken, queryClient, path = "/socket.io", createSocket = defaultFactory, onStatus } = options;
  const target = options.target ?? defaultTarget();
  let handshakeToken: string | null = null;
  let connected = false;

  const open = (): RealtimeSocket => {
    const socket = createSocket(url, {
      path,
      transports: ["websocket", "polling"],
      forceNew: true,
      // An attempt that neither opens nor fails (a dropped network swallows it) is given up after this, not socket.io's
      // 20 s, so the next attempt comes within seconds of the network's return.
      timeout: CONNECT_TIMEOUT_MS,
      auth: (cb) => {
        handshakeToken = getToken() ?? null;
        cb({ token: handshakeToken });
      },
    });
    // Events missed while disconnected are gone: read the balance again over HTTP.
    socket.on("connect", () => {
      connected = true;
      onStatus?.("connected");
      void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
    });
    // socket.io does not retry after the server closed the connection on purpose.
    socket.on("disconnect", (reason: string) => {
      connected = false;
      onStatus?.("disconnected");
      if (reason === "io server disconnect") socket.connect();
    });
    socket.on("connect_error", () => {
      connected = false;
      onStatus?.("disconnected");
    });
    for (const event of REALTIME_EVENTS) {
      socket.on(event, (payload: unknown) => {
        if (v.is(realtimeEventSchemas[event], payload)) applyToCache(queryClient, payload);
        target.dispatchEvent(new CustomEvent(event, { detail: payload }));
      });
    }
    return socket;
  };

  let socket = open();
  handshakeToken = getToken() ?? null;

  const drop = () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
  const reconnect = () => {
    drop();
    connected = false;
    socket = open();
    handshakeToken = getToken() ?? null;
  };

  return {
    get socket() {
      return socket;
    },
    setToken(token) {
      if ((token ?? null) !== handshakeToken) reconnect();
    },
    reconnect,
    retry() {
      if (!connected) reconnect();
    },
    close: drop,
  };
}
