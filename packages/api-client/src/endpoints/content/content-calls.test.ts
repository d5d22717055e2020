import { afterEach, describe, expect, it } from "vitest";
import { resetApiClient } from "../../core/config.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { CONTENT_TEXTS_STALE_TIME_MS, contentTextsQueryOptions, getContentTexts } from "./content-texts.ts";
import { getScripts, scriptsQueryOptions } from "./scripts.ts";

afterEach(() => resetApiClient());

describe("content calls", () => {
  it.each([
    ["pt-BR", "2026-11-22", "https://api.test/api/core/casino/locales/pt-BR.json?version=2026-11-22"],
    ["en", undefined, "https://api.test/api/core/casino/locales/en.json"],
  ])("GET the %s texts with version %s", async (locale, version, url) => {
    const fake = useFakeFetch(() => json({ success: true, data: { locale, texts: { "welcome.title": "Hi" } } }));
    expect(await getContentTexts(locale, version)).toEqual({ locale, texts: { "welcome.title": "Hi" } });
    expect(fake.last().url).toBe(url);
    expect(fake.last().headers.get("Cache-Control")).toBeNull();
  });

  it.each([
    [{ enableAuthUsers: true, enableDepositors: false }, "enableAuthUsers=true&enableDepositors=false", "no-cache"],
    [{ enableAuthUsers: false, enableDepositors: false, cacheHash: "h1" }, "enableAuthUsers=false&enableDepositors=false&cacheHash=h1", null],
  ])("GET scripts for %o", async (filter, query, cacheControl) => {
    const entry = { key: "k", head: "<meta>", bodyStart: "", bodyEnd: "" };
    const fake = useFakeFetch(() => json({ success: true, data: [entry] }));
    expect(await getScripts(filter)).toEqual([entry]);
    expect(fake.last().url).toBe(`https://api.test/api/core/casino/scripts?${query}`);
    expect(fake.last().headers.get("Cache-Control")).toBe(cacheControl);
  });

  it("keys content by locale and version, kept 5 minutes (spec §9)", () => {
    const options = contentTextsQueryOptions("de", "v1");
    expect(options.queryKey).toEqual(["content-texts", "de", "v1"]);
    expect(options.staleTime).toBe(CONTENT_TEXTS_STALE_TIME_MS);
    expect(scriptsQueryOptions({ enableAuthUsers: true, enableDepositors: true }).queryKey[0]).toBe("scripts");
  });
});
