import {
  CountriesResponseSchema,
  CurrenciesResponseSchema,
  LocationResponseSchema,
  RegistrationFieldsResponseSchema,
} from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { brandJson, createBrandsFixture } from "../test/fixtures.ts";
import { call, errorCode, parseWith } from "./catalog-test-kit.ts";

let t: TestApp;
beforeAll(() => {
  const fx = createBrandsFixture();
  fx.writeBrand("curacao", brandJson("curacao", { excludedCountryCodeList: ["US", "GB", "FR"] }));
  t = createTestApp(fx);
});
afterAll(() => t.close());

describe("GET /api/admin/get-all-country", () => {
  it("answers all 249 countries, and those open for the brand's registration", async () => {
    const res = await call(t, "/api/admin/get-all-country", { headers: { "x-system-token": "curacao-sandbox" } });
    const { countries, allCountries } = parseWith(CountriesResponseSchema, res.body).data;
    expect(allCountries).toHaveLength(249);
    expect(allCountries.find((c) => c.code === "AX")).toEqual({ code: "AX", name: "Åland Islands", phoneCode: "+358", flag: "🇦🇽" });
    expect(countries.count).toBe(246);
    expect(countries.rows.map((c) => c.code)).not.toEqual(expect.arrayContaining(["US"]));
    expect(countries.rows.some((c) => c.code === "GB" || c.code === "FR")).toBe(false);
  });

  it("keeps every country open for a brand without exclusions", async () => {
    const res = await call(t, "/api/admin/get-all-country", { headers: { "x-system-token": "noir-sandbox" } });
    expect(parseWith(CountriesResponseSchema, res.body).data.countries.count).toBe(249);
  });
});

describe("GET /api/admin/get-currencies and get-registration-fields", () => {
  it("lists fiat with 2 decimals, then crypto with 8", async () => {
    const { currencies } = parseWith(CurrenciesResponseSchema, (await call(t, "/api/admin/get-currencies")).body).data;
    expect(currencies[0]).toEqual({ code: "EUR", name: "Euro", symbol: "€", decimals: 2, isCrypto: false });
    expect(currencies.find((c) => c.code === "BTC")).toMatchObject({ decimals: 8, isCrypto: true });
    const firstCrypto = currencies.findIndex((c) => c.isCrypto);
    expect(currencies.slice(firstCrypto).every((c) => c.isCrypto && c.decimals === 8)).toBe(true);
    expect(currencies.slice(0, firstCrypto).every((c) => c.decimals === 2)).toBe(true);
  });

  it("maps sign-up fields to 0 (hidden), 1 (optional) or 2 (required)", async () => {
    const fields = parseWith(RegistrationFieldsResponseSchema, (await call(t, "/api/admin/get-registration-fields")).body).data;
    expect(fields).toMatchObject({ email: 2, password: 2, firstName: 1, address: 0 });
  });
});

describe("GET /api/admin/get-location", () => {
  const location = async (query = "", headers: Record<string, string> = {}) => {
    const res = await call(t, `/api/admin/get-location${query}`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, max-age=60");
    return parseWith(LocationResponseSchema, res.body).data.location;
  };

  it.each([
    ["the configured default", "", {}, "DE", []],
    ["the country query", "?country=tr", {}, "TR", []],
    ["the x-sandbox-country header", "?country=TR", { "x-sandbox-country": "IN" }, "IN", []],
    ["a subdivision", "", { "x-sandbox-country": "DE", "x-sandbox-subdivision": "st" }, "DE", [{ code: "ST", name: "Saxony-Anhalt" }]],
    ["a subdivision query", "?country=CA&subdivision=ON", {}, "CA", [{ code: "ON", name: "ON" }]],
  ])("follows %s", async (_, query, headers: Record<string, string>, code, subdivisions) => {
    const { country, ipInfo } = await location(query, headers);
    expect(country.code).toBe(code);
    expect(ipInfo.subdivisions).toEqual(subdivisions);
  });

  it("takes the address from x-forwarded-for", async () => {
    expect((await location("", { "x-forwarded-for": "203.0.113.7, 10.0.0.1" })).ipInfo.ip).toBe("203.0.113.7");
  });

  it("answers 400 UNKNOWN_COUNTRY for a code that is no country", async () => {
    const res = await call(t, "/api/admin/get-location?country=XK");
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe("UNKNOWN_COUNTRY");
  });

  it("uses the app's configured default country", async () => {
    const app = createApp({ db: t.db, brandsDir: t.fx.brandsDir, geo: { defaultCountry: "MT" } });
    const body = await (await app.request("/api/admin/get-location")).json();
    expect(parseWith(LocationResponseSchema, body).data.location.country).toEqual({ code: "MT", name: "Malta" });
  });
});
