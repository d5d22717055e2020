import { ContentTextsResponseSchema, ScriptsResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentLocales } from "../db/seeds/catalog-content.ts";
import { englishTexts } from "../db/seeds/catalog-content-texts.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { call, errorCode, parseWith } from "./catalog-test-kit.ts";

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

async function texts(file: string) {
  const res = await call(t, `/api/core/casino/locales/${file}?version=2026-11-22`);
  expect(res.status).toBe(200);
  return { ...parseWith(ContentTextsResponseSchema, res.body).data, headers: res.headers };
}

describe("GET /api/core/casino/locales/{locale}.json", () => {
  it.each(contentLocales)("answers every key for %s", async (locale) => {
    const data = await texts(`${locale}.json`);
    expect(data.locale).toBe(locale);
    // Every other locale adds its note above the legal bodies, which stay English.
    const keys = locale === "en" ? Object.keys(englishTexts) : [...Object.keys(englishTexts), "legal.note"];
    expect(Object.keys(data.texts).sort()).toEqual(keys.sort());
  });

  it.each([
    ["de", "welcome.title", "Willkommensbonus"],
    ["de", "legal.privacy-policy.title", "Datenschutzerklärung"],
    ["ar", "welcome.title", "مكافأة الترحيب"],
    ["de", "legal.aml-policy.html", englishTexts["legal.aml-policy.html"]],
    ["ar", "legal.bonus-terms.html", englishTexts["legal.bonus-terms.html"]],
    ["ja", "footer.age-notice", "18歳以上。責任あるプレイを。ギャンブルには依存性があります。"],
    ["pt-BR", "welcome.title", "Bônus de boas-vindas"],
    ["pt-BR", "legal.aml-policy.html", englishTexts["legal.aml-policy.html"]],
  ])("%s: %s is %j (translated, the legal bodies in English)", async (locale, key, value) => {
    expect((await texts(`${locale}.json`)).texts[key]).toBe(value);
  });

  it("carries the welcome offer of spec §9 and HTML legal pages", async () => {
    const { texts: en } = await texts("en.json");
    expect(en["welcome.text"]).toMatch(/1000 EUR plus 100 free spins.*from 100 Euro/);
    for (const page of ["privacy-policy", "terms-and-conditions", "aml-policy", "responsible-gambling", "kyc-refund-policy", "bonus-terms", "legal-use-of-website"]) {
      expect(en[`legal.${page}.html`]).toMatch(/^<h1>.+<\/h1>[\s\S]*<p>/);
    }
  });

  it.each([
    ["pt-br.json", "pt-BR"],
    ["PT_BR.json", "pt-BR"],
    ["EN.json", "en"],
  ])("normalises %s to %s", async (file, locale) => {
    expect((await texts(file)).locale).toBe(locale);
  });

  it.each(["xx.json", "en", "en.txt"])("answers 404 LOCALE_NOT_FOUND for %s", async (file) => {
    const res = await call(t, `/api/core/casino/locales/${file}`);
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe("LOCALE_NOT_FOUND");
  });

  it.each([
    ["?version=1", "public, max-age=300"],
    ["", "no-cache"],
  ])("with query %j may be cached: %s", async (query, cacheControl) => {
    const res = await call(t, `/api/core/casino/locales/en.json${query}`);
    expect(res.headers.get("cache-control")).toBe(cacheControl);
  });
});

describe("GET /api/core/casino/scripts", () => {
  it.each([
    ["a guest", "", ["sandbox-data-layer", "sandbox-tag-manager", "sandbox-guest-pixel"]],
    ["a player without deposit", "enableAuthUsers=true", ["sandbox-data-layer", "sandbox-tag-manager", "sandbox-player-analytics", "sandbox-first-deposit-nudge"]],
    ["a depositor", "enableAuthUsers=true&enableDepositors=true", ["sandbox-data-layer", "sandbox-tag-manager", "sandbox-player-analytics", "sandbox-depositor-retargeting"]],
    ["a guest flagged as depositor", "enableAuthUsers=false&enableDepositors=1", ["sandbox-data-layer", "sandbox-tag-manager", "sandbox-guest-pixel"]],
  ])("loads the entries for %s", async (_, query, keys) => {
    const res = await call(t, `/api/core/casino/scripts?${query}`);
    expect(res.status).toBe(200);
    const entries = parseWith(ScriptsResponseSchema, res.body).data;
    expect(entries.map((e) => e.key)).toEqual(keys);
    expect(entries.every((e) => !/src=|https?:/.test(e.head + e.bodyStart + e.bodyEnd))).toBe(true);
  });

  it.each([
    ["cacheHash=abc", "public, max-age=300"],
    ["", "no-cache"],
  ])("with %j may be cached: %s", async (query, cacheControl) => {
    expect((await call(t, `/api/core/casino/scripts?${query}`)).headers.get("cache-control")).toBe(cacheControl);
  });

  it("rejects a flag that is not a boolean", async () => {
    const res = await call(t, "/api/core/casino/scripts?enableAuthUsers=yes");
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe("VALIDATION_ERROR");
  });
});
