import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { isDevOrigin } from "../http/cors.ts";
import type { UserId } from "../repos/sessions.ts";
import type {
  ClientToServerEvents,
  InterServerEvents,
  RealtimeEvent,
  RealtimePayload,
  ServerToClientEvents,
  SocketData,
} from "./events.ts";

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface Realtime {
  io: RealtimeServer;
  /** Sends an event to every connection of that user (each tab, each device). */
  emitToUser<E extends RealtimeEvent>(userId: UserId, event: E, payload: RealtimePayload<E>): void;
}

export interface RealtimeOptions {
  /** Maps a handshake token to its user; undefined leaves the connection anonymous. */
  authenticate: (token: string) => UserId | undefined;
}

export const userRoom = (userId: UserId) => `user:${userId}`;

function handshakeToken(auth: Record<string, unknown>): string | undefined {
  const token = auth["token"];
  if (typeof token !== "string") return undefined;
  const bare = token.replace(/^Bearer\s+/i, "").trim();
  return bare === "" ? undefined : bare;
}

export function attachRealtime(httpServer: HttpServer, { authenticate }: RealtimeOptions): Realtime {
  const io: RealtimeServer = new Server(httpServer, {
    path: "/socket.io",
    transports: ["websocket", "polling"],
    cors: {
      origin: (origin, callback) => callback(null, isDevOrigin(origin)),
      credentials: true,
    },
  });

  io.use((socket, next) => {
    const token = handshakeToken(socket.handshake.auth);
    const userId = token === undefined ? undefined : authenticate(token);
    if (userId !== undefined) socket.data.userId = userId;
    next();
  });

  io.on("connection", (socket) => {
    const { userId } = socket.data;
    if (userId !== undefined) void socket.join(userRoom(userId));
  });

  return {
    io,
    emitToUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>));
    },
  };
}
