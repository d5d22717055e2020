import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { initialsOf } from "./catalog-thumbnail-svg.ts";

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

  it.each(["no-such-game.svg", `${"big-blackjack"}.png`])("answers 404 GAME_NOT_FOUND for %s", async (file) => {
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
