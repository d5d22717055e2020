import type { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import type { Hono } from "hono";
import { attachRealtime, type Realtime, type RealtimeOptions } from "./realtime/socket.ts";

export interface StartServerOptions extends RealtimeOptions {
  app: Hono;
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
}

export interface RunningServer {
  url: string;
  port: number;
  httpServer: HttpServer;
  realtime: Realtime;
  /** Disconnects sockets, stops accepting requests and waits for open ones to finish. Safe to call twice. */
  close(): Promise<void>;
}

/** One HTTP server: socket.io answers /socket.io, Hono everything else. */
export async function startServer({ app, host, port, authenticate }: StartServerOptions): Promise<RunningServer> {
  const httpServer = createAdaptorServer({ fetch: app.fetch }) as HttpServer;
  const realtime = attachRealtime(httpServer, { authenticate });

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(port, host, () => {
      httpServer.off("error", reject);
      resolve();
    });
  });

  const address = httpServer.address() as AddressInfo;
  const urlHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    httpServer,
    realtime,
    // io.close() also closes the HTTP server it is attached to.
    close: () => (closing ??= realtime.io.close()),
  };
}
