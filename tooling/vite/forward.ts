import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";

/** Headers of one hop only (and HTTP/2's pseudo-headers): never passed on, and not allowed in an HTTP/2 answer. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "http2-settings", "te", "host"]);

const passable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/**
 * Connect middleware that passes requests under `prefixes` to `target` as they are (method, path, headers, body) and
 * streams the answer back: what Vite's `proxy` option does, for the HTTP/2 preview (Vite serves HTTP/1.1 only when
 * its own proxy is set). Plain HTTP requests only: a WebSocket upgrade is not forwarded (socket.io falls back to
 * long polling, which is).
 */
export function forwardTo(target: string, prefixes: readonly string[]) {
  const origin = new URL(target);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = req.url ?? "/";
    if (!prefixes.some((prefix) => under(path, prefix))) return next();
    const upstream = request(
      { hostname: origin.hostname, port: origin.port, method: req.method, path, headers: { ...passable(req.headers), host: origin.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("The API did not answer");
    });
    req.pipe(upstream);
  };
}
