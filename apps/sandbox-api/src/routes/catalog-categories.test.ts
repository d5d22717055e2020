import { CategoryListResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { call, errorCode, parseWith } from "./catalog-test-kit.ts";

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const token = { "x-system-token": "curacao-sandbox" };

describe("GET /api/admin/get-full-category-list", () => {
  it.each([
    ["no system token", {}],
    ["an unknown system token", { "x-system-token": "guess" }],
  ])("answers 401 SYSTEM_TOKEN_REQUIRED with %s", async (_, headers: Record<string, string>) => {
    const res = await call(t, "/api/admin/get-full-category-list", { headers });
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe("SYSTEM_TOKEN_REQUIRED");
  });

  it("lists the six categories with counts and their 12 most popular games", async () => {
    const res = await call(t, "/api/admin/get-full-category-list", { headers: token });
    expect(res.status).toBe(200);
    const list = parseWith(CategoryListResponseSchema, res.body).data.topCategoryList;
    expect(list.map((c) => c.slug)).toEqual(["popular", "new", "slots", "live-casino", "jackpots", "table-games"]);
    for (const category of list) {
      expect(category.gameCount).toBeGreaterThan(12);
      expect(category.games).toHaveLength(12);
      const ranks = category.games.map((g) => g.popularity);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    expect(list[0]!.name).toBe("Popular");
  });

  it.each([
    ["en", "Slots"],
    ["de", "Spielautomaten"],
    ["ar", "ألعاب السلوت"],
    ["de-AT", "Spielautomaten"],
    ["ja", "スロット"],
    ["pt-BR", "Caça-níqueis"],
    ["sw", "Slots"],
  ])("names categories in locale %s (English for a language the site does not speak)", async (locale, slots) => {
    const res = await call(t, `/api/admin/get-full-category-list?locale=${locale}&games=0`, { headers: token });
    const list = parseWith(CategoryListResponseSchema, res.body).data.topCategoryList;
    expect(list.find((c) => c.slug === "slots")?.name).toBe(slots);
    expect(list.every((c) => c.games.length === 0)).toBe(true);
  });

  it("rejects a malformed locale", async () => {
    const res = await call(t, "/api/admin/get-full-category-list?locale=../etc", { headers: token });
    expect(res.status).toBe(400);
  });
});
