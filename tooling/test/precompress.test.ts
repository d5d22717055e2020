import { existsSync, readFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir, precompressedMiddleware } from "../vite/precompress.ts";
import { removeTree, writeTree } from "./temp-tree.ts";

const script = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ slug: `game-${i}`, name: `Game ${i}` })))};\n`;
const style = `.tile{display:grid;gap:8px}\n`.repeat(100);

let dist: string;
beforeAll(() => {
  dist = writeTree({
    "index.html": "<!doctype html><title>x</title>",
    "logo.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<rect width='1' height='1'/>".repeat(60)}</svg>`,
    "assets/app-abc.js": script,
    "assets/style-abc.css": style,
    "assets/tiny-abc.js": "export {};\n",
    "assets/photo.png": "x".repeat(4096),
  });
  precompressDir(dist);
});
afterAll(() => removeTree(dist));

describe("precompressDir", () => {
  it("writes a Brotli copy beside every text file of 1 KB or more, decoding to the same bytes", () => {
    for (const file of ["assets/app-abc.js", "assets/style-abc.css", "logo.svg"]) {
      const path = join(dist, file);
      expect(existsSync(`${path}.br`), file).toBe(true);
      const encoded = readFileSync(`${path}.br`);
      expect(encoded.length).toBeLessThan(readFileSync(path).length / 4);
      expect(brotliDecompressSync(encoded).equals(readFileSync(path))).toBe(true);
    }
  });

  it("skips small files and formats that are compressed already", () => {
    expect(existsSync(join(dist, "assets/tiny-abc.js.br"))).toBe(false);
    expect(existsSync(join(dist, "index.html.br"))).toBe(false);
    expect(existsSync(join(dist, "assets/photo.png.br"))).toBe(false);
  });
});

describe("precompressedMiddleware", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const middleware = precompressedMiddleware(dist);
    server = createServer((req, res) =>
      middleware(req, res, () => {
        res.writeHead(299, { "Content-Type": "text/plain" });
        res.end("next");
      }),
    );
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const get = (path: string, headers: Record<string, string>, method = "GET") =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", fail);
      req.end();
    });

  it("answers with the Brotli copy when the client accepts br", async () => {
    const res = await get("/assets/app-abc.js?v=1", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString("utf8")).toBe(script);
  });

  it("gives the stylesheet and the logo their own types; the logo (not hashed) is not cached for a year", async () => {
    const css = await get("/assets/style-abc.css", { "Accept-Encoding": "br" });
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    const logo = await get("/logo.svg", { "Accept-Encoding": "br" });
    expect(logo.headers["content-type"]).toBe("image/svg+xml");
    expect(logo.headers["cache-control"]).toBeUndefined();
  });

  it("answers HEAD with the headers only", async () => {
    const res = await get("/assets/app-abc.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.body.length).toBe(0);
  });

  it.each([
    ["a client without Brotli", "/assets/app-abc.js", "gzip, deflate"],
    ["a file without a copy", "/assets/tiny-abc.js", "br"],
    ["a path outside the build", "/../../etc/passwd", "br"],
    ["an encoded path outside the build", "/assets/%2e%2e/%2e%2e/etc/hosts", "br"],
    ["a malformed path", "/assets/%E0%A4%A", "br"],
    ["a missing file", "/assets/nothing.js", "br"],
  ])("leaves %s to the next handler", async (_what, path, accept) => {
    const res = await get(path, { "Accept-Encoding": accept });
    expect(res.status).toBe(299);
    expect(res.body.toString()).toBe("next");
  });

  it("leaves other methods to the next handler", async () => {
    const res = await get("/assets/app-abc.js", { "Accept-Encoding": "br" }, "POST");
    expect(res.status).toBe(299);
  });
});
