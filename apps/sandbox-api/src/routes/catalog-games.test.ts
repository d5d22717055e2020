import {
  GAME_SORTS,
  GameDetailsResponseSchema,
  GamesResponseSchema,
  ProvidersResponseSchema,
  RelatedGamesResponseSchema,
  type GameSort,
  type GameSummary,
} from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseText } from "../repos/catalog-normalise.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { call, errorCode, parseWith } from "./catalog-test-kit.ts";

let t: TestApp;
let all: Array<{ slug: string; name: string; provider: string; providerSlug: string }>;
beforeAll(() => {
  t = createTestApp();
  all = t.db
    .prepare("SELECT g.slug, g.name, p.name AS provider, p.slug AS providerSlug FROM games g JOIN game_providers p ON p.id = g.provider_id")
    .all() as typeof all;
});
afterAll(() => t.close());

async function games(query: string) {
  const res = await call(t, `/api/admin/get-games?${query}`);
  expect(res.status).toBe(200);
  return parseWith(GamesResponseSchema, res.body).data;
}

const sortValue: Record<GameSort, (g: GameSummary) => number | string> = {
  popular: (g) => g.popularity,
  releaseDate: (g) => g.releaseDate,
  name: (g) => normaliseText(g.name),
  returnToPlayer: (g) => g.rtp,
  maxMultiplier: (g) => g.maxMultiplier,
  minBet: (g) => g.minBet,
  maxBet: (g) => g.maxBet,
};

describe("GET /api/admin/get-games: search", () => {
  it.each([
    ["pinata", true, "accents in the name (Piñata)"],
    ["PIÑATA", true, "upper case with accents"],
    ["fjord", true, "Fjörd"],
    ["nordica", true, "the provider Nórdica Games"],
    ["OKAMI", true, "the provider Ōkami Reels"],
    ["ember & ash", true, "a provider with an ampersand"],
    ["cash & spins", true, "a name with an ampersand"],
    ["%", false, "LIKE's wildcard, taken literally"],
    ["_", false, "LIKE's single-letter wildcard, taken literally"],
    ["zzzz-no-such-game", false, "nothing"],
  ])("%s finds games: %s (%s)", async (search, finds) => {
    const term = normaliseText(search);
    const expected = all.filter((g) => normaliseText(`${g.name} ${g.provider}`).includes(term));
    expect(expected.length > 0).toBe(finds);
    const page = await games(`search=${encodeURIComponent(search)}&limit=100`);
    expect(page.count).toBe(expected.length);
    expect(page.rows.length).toBe(Math.min(100, expected.length));
    for (const row of page.rows) expect(normaliseText(`${row.name} ${row.provider}`)).toContain(term);
  });

  it("treats a blank search as none", async () => {
    expect((await games("search=%20%20")).count).toBe(5000);
  });
});

describe("GET /api/admin/get-games: sort", () => {
  it.each(
    GAME_SORTS.flatMap((sort) => [
      [sort, undefined],
      [sort, "asc"],
      [sort, "desc"],
    ]) as Array<[GameSort, "asc" | "desc" | undefined]>,
  )("sort=%s order=%s", async (sort, order) => {
    const page = await games(`sort=${sort}&limit=100${order ? `&order=${order}` : ""}`);
    const natural = ["popular", "name", "minBet"].includes(sort) ? "asc" : "desc";
    const direction = (order ?? natural) === "asc" ? 1 : -1;
    expect(page.count).toBe(5000);
    const values = page.rows.map(sortValue[sort]);
    for (let i = 1; i < values.length; i++) {
      expect(values[i - 1]! === values[i]! || (values[i - 1]! < values[i]!) === direction > 0).toBe(true);
    }
  });

  it("puts the most popular game first by default", async () => {
    expect((await games("limit=1")).rows[0]!.popularity).toBe(1);
  });
});

describe("GET /api/admin/get-games: filters", () => {
  const inCategory = (slug: string) =>
    new Set(
      t.db
        .prepare("SELECT g.slug FROM games g JOIN game_category_links l ON l.game_id = g.id JOIN game_categories c ON c.id = l.category_id WHERE c.slug = ?")
        .pluck()
        .all(slug) as string[],
    );

  it.each(["slots", "live-casino", "popular", "new", "jackpots", "table-games"])("category=%s", async (slug) => {
    const members = inCategory(slug);
    const page = await games(`category=${slug}&limit=100&sort=name`);
    expect(page.count).toBe(members.size);
    for (const row of page.rows) expect(members.has(row.slug)).toBe(true);
  });

  it.each(["aurora-forge", "nordica-games", "okami-reels", "atlas-live"])("provider=%s", async (provider) => {
    const page = await games(`provider=${provider}&limit=100&sort=maxBet`);
    expect(page.count).toBe(all.filter((g) => g.providerSlug === provider).length);
    for (const row of page.rows) expect(row.providerSlug).toBe(provider);
  });

  it("provider takes a comma-separated list: the games of any of them", async () => {
    const chosen = new Set(["aurora-forge", "okami-reels"]);
    const page = await games("provider=aurora-forge,okami-reels&limit=100&sort=returnToPlayer");
    expect(page.count).toBe(all.filter((g) => chosen.has(g.providerSlug)).length);
    expect(new Set(page.rows.map((row) => row.providerSlug))).toEqual(chosen);
  });

  it("combines category, provider, search and sort", async () => {
    const members = inCategory("slots");
    const expected = all.filter((g) => g.providerSlug === "aurora-forge" && members.has(g.slug) && normaliseText(g.name).includes("gold"));
    const page = await games("category=slots&provider=aurora-forge&search=GOLD&sort=returnToPlayer&limit=100");
    expect(page.count).toBe(expected.length);
    expect(page.rows.map((r) => r.slug).sort()).toEqual(expected.map((g) => g.slug).sort());
  });

  it.each([
    ["category=casino-royale", 404, "CATEGORY_NOT_FOUND"],
    ["provider=nobody", 404, "PROVIDER_NOT_FOUND"],
    ["provider=aurora-forge,nobody", 404, "PROVIDER_NOT_FOUND"],
    ["sort=random", 400, "VALIDATION_ERROR"],
    ["order=up", 400, "VALIDATION_ERROR"],
    ["limit=0", 400, "VALIDATION_ERROR"],
    ["limit=101", 400, "VALIDATION_ERROR"],
    ["offset=-1", 400, "VALIDATION_ERROR"],
    ["cursor=garbage", 400, "INVALID_CURSOR"],
  ])("%s answers %i %s", async (query, status, code) => {
    const res = await call(t, `/api/admin/get-games?${query}`);
    expect(res.status).toBe(status);
    expect(errorCode(res)).toBe(code);
  });
});

describe("GET /api/admin/get-games: paging", () => {
  it("pages with limit and offset", async () => {
    const both = await games("sort=name&limit=48");
    const second = await games("sort=name&limit=24&offset=24");
    expect(second.rows).toEqual(both.rows.slice(24));
  });

  it.each([
    ["category=live-casino&sort=popular"],
    ["category=jackpots&sort=returnToPlayer&order=asc"],
    ["provider=atlas-live&sort=maxMultiplier"],
  ])("follows nextCursor through every game of %s", async (query) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let count = 0;
    do {
      const page = await games(`${query}&limit=100${cursor ? `&cursor=${cursor}` : ""}`);
      count = page.count;
      seen.push(...page.rows.map((r) => r.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    const byOffset = await games(`${query}&limit=100&offset=100`);
    expect(seen.slice(100, 200)).toEqual(byOffset.rows.map((r) => r.slug));
  });

  it.each([
    ["for another sort", "sort=name"],
    ["together with an offset", "sort=popular&offset=10"],
  ])("refuses a cursor %s", async (_, query) => {
    const { nextCursor } = await games("sort=popular&limit=5");
    const res = await call(t, `/api/admin/get-games?${query}&cursor=${nextCursor}`);
    expect(res.status).toBe(400);
  });
});

describe("game details, related games, providers", () => {
  it("answers a game's details", async () => {
    const slug = all[0]!.slug;
    const res = await call(t, `/api/admin/get-game/${slug}`);
    expect(res.status).toBe(200);
    const game = parseWith(GameDetailsResponseSchema, res.body).data;
    expect(game).toMatchObject({ slug, name: all[0]!.name, provider: all[0]!.provider });
    expect(game.categories.length).toBeGreaterThan(0);
    expect(game.thumbnailUrl).toBe(`http://localhost/sandbox/thumbnails/${slug}.png`);
  });

  it.each(["/api/admin/get-game/no-such-game", "/api/admin/get-related-games/no-such-game"])("%s answers 404 GAME_NOT_FOUND", async (path) => {
    const res = await call(t, path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: "GAME_NOT_FOUND", message: "GAME NOT FOUND" });
  });

  it("relates a game to its provider's most popular others", async () => {
    const game = all.find((g) => g.providerSlug === "sundial-games")!;
    const res = await call(t, `/api/admin/get-related-games/${game.slug}?limit=8`);
    const { rows } = parseWith(RelatedGamesResponseSchema, res.body).data;
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.providerSlug === "sundial-games" && r.slug !== game.slug)).toBe(true);
    expect(rows.map((r) => r.popularity)).toEqual([...rows.map((r) => r.popularity)].sort((a, b) => a - b));
  });

  it("lists providers by name with their game counts", async () => {
    const res = await call(t, "/api/admin/get-providers");
    const { rows, count } = parseWith(ProvidersResponseSchema, res.body).data;
    expect(count).toBeGreaterThanOrEqual(40);
    expect(rows.reduce((sum, p) => sum + p.gameCount, 0)).toBe(5000);
    expect(rows.map((p) => p.name)).toEqual([...rows.map((p) => p.name)].sort((a, b) => a.localeCompare(b, "en")));
  });
});
