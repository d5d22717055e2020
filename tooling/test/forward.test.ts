import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forwardTo } from "../vite/forward.ts";

const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return (server.address() as AddressInfo).port;
};
const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

let api: Server;
let front: Server;
let frontPort: number;
const seen: Array<{ method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(req.url?.startsWith("/api/missing") ? 404 : 200, { "Content-Type": "application/json", "X-Api": "yes", Connection: "keep-alive" });
      res.end(JSON.stringify({ url: req.url }));
    });
  });
  const apiPort = await listen(api);
  const forward = forwardTo(`http://127.0.0.1:${apiPort}`, ["/api", "/sandbox"]);
  front = createServer((req, res) =>
    forward(req, res, () => {
      res.writeHead(299);
      res.end("static");
    }),
  );
  frontPort = await listen(front);
});
afterAll(async () => {
  await close(front);
  await close(api);
});

const call = (method: string, path: string, body?: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((done, fail) => {
    const req = request({ host: "127.0.0.1", port: frontPort, method, path, headers: { "X-Token": "t1", "Content-Type": "application/json" } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", fail);
    req.end(body);
  });

describe("forwardTo", () => {
  it("passes a request under a prefix on with its method, path, query, headers and body, and streams the answer back", async () => {
    seen.length = 0;
    const res = await call("POST", "/api/user/login?x=1", '{"a":1}');
    expect(res.status).toBe(200);
    expect(res.headers["x-api"]).toBe("yes");
    expect(JSON.parse(res.body)).toEqual({ url: "/api/user/login?x=1" });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: "POST", url: "/api/user/login?x=1", body: '{"a":1}' });
    expect(seen[0]!.headers["x-token"]).toBe("t1");
    // The API sees its own host, as a proxy that changes the origin sends.
    expect(seen[0]!.headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it("keeps the API's status", async () => {
    expect((await call("GET", "/api/missing")).status).toBe(404);
  });

  it.each(["/sandbox/thumbnails/a.png", "/api", "/api?x=1"])("forwards %s", async (path) => {
    expect((await call("GET", path)).status).toBe(200);
  });

  it.each(["/", "/casino", "/apiary", "/assets/app.js"])("leaves %s to the next handler", async (path) => {
    const res = await call("GET", path);
    expect(res.status).toBe(299);
    expect(res.body).toBe("static");
  });

  it("answers 502 when the API is not there", async () => {
    const forward = forwardTo("http://127.0.0.1:9", ["/api"]);
    const lone = createServer((req, res) => forward(req, res, () => res.end()));
    const port = await listen(lone);
    const res = await new Promise<number>((done) => request({ host: "127.0.0.1", port, path: "/api/x" }, (r) => { r.resume(); done(r.statusCode ?? 0); }).end());
    expect(res).toBe(502);
    await close(lone);
  });
});
