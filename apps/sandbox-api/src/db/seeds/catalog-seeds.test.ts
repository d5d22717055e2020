import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createBrandsFixture } from "../../test/fixtures.ts";
import { prepareDatabase } from "../database.ts";
import { generateCatalog } from "./catalog-game-generator.ts";
import { contentLocales } from "./catalog-content.ts";

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const count = (sql: string, ...params: unknown[]) => t.db.prepare(sql).pluck().get(...params) as number;

describe("catalogue seed", () => {
  it("has 5,000 games over at least 40 providers, every provider with games", () => {
    expect(count("SELECT count(*) FROM games")).toBe(5000);
    expect(count("SELECT count(*) FROM game_providers")).toBeGreaterThanOrEqual(40);
    expect(count("SELECT count(*) FROM game_providers p WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.provider_id = p.id)")).toBe(0);
  });

  it.each(["slots", "live-casino", "popular", "new", "jackpots", "table-games"])("fills the %s category", (slug) => {
    const n = count(
      "SELECT count(*) FROM game_category_links l JOIN game_categories c ON c.id = l.category_id WHERE c.slug = ?",
      slug,
    );
    expect(n).toBeGreaterThan(50);
  });

  it("names every category in each of the 38 languages, none left in English but loanwords", () => {
    const rows = t.db.prepare("SELECT slug, names_json FROM game_categories").all() as Array<{ slug: string; names_json: string }>;
    expect(rows).toHaveLength(6);
    for (const { slug, names_json } of rows) {
      const names = JSON.parse(names_json) as Record<string, string>;
      expect(Object.keys(names).sort(), slug).toEqual([...contentLocales].sort());
      const english = Object.entries(names).filter(([locale, name]) => locale !== "en" && name === names["en"]).map(([locale]) => locale);
      // The words these languages' casinos use as they are.
      const loanwords: Record<string, string[]> = { jackpots: ["de", "fr", "pt", "pt-BR", "nl", "da"], slots: ["pt"] };
      expect(english, slug).toEqual(loanwords[slug] ?? []);
    }
  });

  it("puts some games in several categories", () => {
    expect(count("SELECT count(*) FROM (SELECT game_id FROM game_category_links GROUP BY game_id HAVING count(*) > 1)")).toBeGreaterThan(100);
  });

  it.each([
    ["RTP between 88 and 99.2 with at most 2 decimals", "rtp < 88 OR rtp > 99.2 OR round(rtp, 2) <> rtp"],
    ["min bet not above max bet", "min_bet > max_bet"],
    ["slugs of lower-case letters, digits and dashes", "slug GLOB '*[^a-z0-9-]*'"],
    ["release dates as YYYY-MM-DD", "release_date NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'"],
    ["live games without demo", "game_type = 'live' AND has_demo = 1"],
  ])("keeps %s", (_, violation) => {
    expect(count(`SELECT count(*) FROM games WHERE ${violation}`)).toBe(0);
  });

  it("ranks popularity 1..5000 without gaps", () => {
    expect(t.db.prepare("SELECT min(popularity_rank) AS lo, max(popularity_rank) AS hi, count(DISTINCT popularity_rank) AS n FROM games").get()).toEqual({
      lo: 1,
      hi: 5000,
      n: 5000,
    });
  });

  it("mixes features: bonus buy, bonus-eligible and demo games exist and so do games without them", () => {
    for (const column of ["has_bonus_buy", "is_bonus", "has_demo"]) {
      expect(count(`SELECT count(DISTINCT ${column}) FROM games`)).toBe(2);
    }
  });

  it("is deterministic for a given date", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const first = generateCatalog(now);
    generateCatalog(new Date("2026-06-02T00:00:00Z"));
    const second = generateCatalog(new Date("2026-06-01T23:59:59Z"));
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    expect(generateCatalog(now).games[0]!.releaseDate <= "2026-06-01").toBe(true);
  });
});

describe("a smaller catalogue (SANDBOX_GAME_COUNT)", () => {
  it("seeds exactly that many games, ranked without gaps, and every other seed still runs", () => {
    const fx = createBrandsFixture();
    const { db } = prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir, gameCount: 200 });
    try {
      expect(db.prepare("SELECT count(*) AS n, min(popularity_rank) AS lo, max(popularity_rank) AS hi FROM games").get()).toEqual({ n: 200, lo: 1, hi: 200 });
      expect(db.prepare("SELECT count(*) FROM game_category_links l JOIN game_categories c ON c.id = l.category_id WHERE c.slug = 'slots'").pluck().get()).toBeGreaterThan(100);
      expect(db.prepare("SELECT count(*) FROM promotions").pluck().get()).toBeGreaterThan(0);
    } finally {
      db.close();
      fx.cleanup();
    }
  });

  it("is generated apart from the full catalogue of the same day", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(generateCatalog(now, 200).games).toHaveLength(200);
    expect(generateCatalog(now).games).toHaveLength(5000);
  });
});

describe("reference seed", () => {
  it("has every ISO 3166 country (249), AX and its shared +358 included", () => {
    expect(count("SELECT count(*) FROM countries")).toBe(249);
    expect(t.db.prepare("SELECT code, name, phone_code, flag FROM countries WHERE code = 'AX'").get()).toEqual({
      code: "AX",
      name: "Åland Islands",
      phone_code: "+358",
      flag: "🇦🇽",
    });
  });

  it.each([
    [0, 2, ["EUR", "USD", "TRY", "INR", "BRL", "CAD"]],
    [1, 8, ["BTC", "ETH", "USDT", "LTC"]],
  ])("has currencies with is_crypto=%i at %i decimals", (isCrypto, decimals, codes) => {
    const rows = t.db.prepare("SELECT code, decimals FROM currencies WHERE is_crypto = ?").all(isCrypto) as Array<{ code: string; decimals: number }>;
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(codes));
    expect(new Set(rows.map((r) => r.decimals))).toEqual(new Set([decimals]));
  });

  it("has content for all 38 locales, English complete", () => {
    expect(contentLocales).toHaveLength(38);
    expect(count("SELECT count(*) FROM content_locales")).toBe(38);
    expect(count("SELECT count(*) FROM content_texts WHERE locale = 'en' AND key LIKE 'legal.%.html'")).toBe(7);
  });
});
