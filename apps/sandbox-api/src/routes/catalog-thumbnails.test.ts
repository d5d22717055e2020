import { crc32, inflateSync } from "node:zlib";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { initialsOf } from "./catalog-thumbnail-svg.ts";
import { glyphsOf } from "./thumbnail-font.ts";

/** Reads a PNG's chunks (each CRC checked) and its RGB pixels; only what thumbnailPng writes (8-bit RGB, filter 0). */
function decodePng(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const chunks: Array<{ type: string; body: Buffer }> = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("ascii", at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length)).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)) >>> 0);
    chunks.push({ type, body });
    at += 12 + length;
  }
  const header = chunks[0]!.body;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.body)));
  const stride = width * 3 + 1;
  const pixel = (x: number, y: number) => [...raw.subarray(y * stride + 1 + x * 3, y * stride + 4 + x * 3)];
  return { types: chunks.map((c) => c.type), width, height, bitDepth: header[8], colourType: header[9], raw, stride, pixel };
}

let t: TestApp;
let slugs: string[];
beforeAll(() => {
  t = createTestApp();
  // A spread of games, including names and studios with "&", accents and apostrophes.
  slugs = t.db
    .prepare(
      `SELECT g.slug FROM games g JOIN game_providers p ON p.id = g.provider_id
       WHERE g.name LIKE '%&%' OR p.name LIKE '%&%' OR g.name LIKE '%''%' OR g.slug IN ('big-blackjack')
       OR g.id % 997 = 0 LIMIT 40`,
    )
    .pluck()
    .all() as string[];
});
afterAll(() => t.close());

describe("GET /sandbox/thumbnails/{slug}.svg", () => {
  it("covers awkward names", () => {
    expect(slugs.length).toBeGreaterThan(10);
  });

  it("answers a well-formed 4:3 SVG, cacheable for a year", async () => {
    for (const slug of slugs) {
      const res = await t.app.request(`/sandbox/thumbnails/${slug}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const svg = await res.text();
      expect(XMLValidator.validate(svg)).toBe(true);
      const root = new XMLParser({ ignoreAttributes: false }).parse(svg).svg;
      expect(root["@_xmlns"]).toBe("http://www.w3.org/2000/svg");
      expect(root["@_viewBox"]).toBe("0 0 400 300");
      expect(Number(root["@_width"]) / Number(root["@_height"])).toBeCloseTo(4 / 3);
    }
  });

  it("draws the same picture every time", async () => {
    const slug = slugs[0]!;
    const [a, b] = await Promise.all([1, 2].map(async () => (await t.app.request(`/sandbox/thumbnails/${slug}.svg`)).text()));
    expect(a).toBe(b);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await t.app.request(`/sandbox/thumbnails/${slugs[0]}.svg`);
    const etag = first.headers.get("etag")!;
    const again = await t.app.request(`/sandbox/thumbnails/${slugs[0]}.svg`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it.each(["no-such-game.svg", "no-such-game.png", "big-blackjack.gif", "big-blackjack"])("answers 404 GAME_NOT_FOUND for %s", async (file) => {
    const res = await t.app.request(`/sandbox/thumbnails/${file}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "GAME_NOT_FOUND" });
  });

  it.each([
    ["Golden Dragons Deluxe", "GD"],
    ["Über Sevens 2", "ÜS"],
    ["Book of Gold Avalon", "BO"],
    ["7 Lucky Bells", "LB"],
  ])("initials of %s are %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("GET /sandbox/thumbnails/{slug}.png (what the catalogue links)", () => {
  it("answers a valid 400x300 RGB PNG for every awkward name, cacheable for a year", async () => {
    for (const slug of slugs) {
      const res = await t.app.request(`/sandbox/thumbnails/${slug}.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const png = decodePng(Buffer.from(await res.arrayBuffer()));
      expect(png.types).toEqual(["IHDR", "IDAT", "IEND"]);
      expect([png.width, png.height, png.bitDepth, png.colourType]).toEqual([400, 300, 8, 2]);
      expect(png.raw).toHaveLength(png.stride * 300);
      for (let row = 0; row < 300; row++) expect(png.raw[row * png.stride]).toBe(0);
    }
  });

  it("draws the initials in near-white on the slug's gradient, and another slug in other colours", async () => {
    const picture = async (slug: string) => decodePng(Buffer.from(await (await t.app.request(`/sandbox/thumbnails/${slug}.png`)).arrayBuffer()));
    const golden = t.db.prepare("SELECT slug, name FROM games WHERE name LIKE 'G% %' LIMIT 1").get() as { slug: string; name: string };
    const png = await picture(golden.slug);
    // The first initial's top-left cell: a "#" in row 0 of the glyph, 15 px cells, the text centred at x = 200.
    const glyphs = glyphsOf(initialsOf(golden.name));
    const left = Math.round(200 - (glyphs.length * 90 - 15) / 2);
    const column = glyphs[0]![0]!.indexOf(true);
    const ink = png.pixel(left + column * 15 + 7, 107);
    expect(Math.min(...ink)).toBeGreaterThan(200);
    const background = png.pixel(5, 295);
    expect(Math.max(...background)).toBeLessThan(200);
    const other = await picture(slugs.find((slug) => slug !== golden.slug)!);
    expect(other.pixel(5, 5)).not.toEqual(png.pixel(5, 5));
  });

  it("draws the same picture every time and answers 304 to its ETag, which differs from the SVG's", async () => {
    const slug = slugs[0]!;
    const [a, b] = await Promise.all([1, 2].map(async () => Buffer.from(await (await t.app.request(`/sandbox/thumbnails/${slug}.png`)).arrayBuffer())));
    expect(a?.equals(b!)).toBe(true);
    const first = await t.app.request(`/sandbox/thumbnails/${slug}.png`);
    const etag = first.headers.get("etag")!;
    expect(etag).not.toBe((await t.app.request(`/sandbox/thumbnails/${slug}.svg`)).headers.get("etag"));
    expect((await t.app.request(`/sandbox/thumbnails/${slug}.png`, { headers: { "if-none-match": etag } })).status).toBe(304);
  });
});

describe("the thumbnails' bitmap font", () => {
  it("draws capitals, digits and a few signs as 5x7 cells, accents dropped, anything else left out", () => {
    expect(glyphsOf("Über & 7")).toHaveLength(8);
    expect(glyphsOf("ü")).toEqual(glyphsOf("U"));
    expect(glyphsOf("Жар")).toEqual(glyphsOf("")); // Cyrillic has no glyphs: left out
    for (const glyph of glyphsOf("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789&-.' ")) {
      expect(glyph).toHaveLength(7);
      for (const row of glyph) expect(row).toHaveLength(5);
    }
    expect(glyphsOf("I")[0]![0]!.map((cell) => (cell ? "#" : "."))).toEqual([".", "#", "#", "#", "."]);
  });
});
