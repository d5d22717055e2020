import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { brandJson, createFixture } from "../test/fixtures.ts";

let t: TestApp;
// app.request's origin: the sandbox answers its own game and pay-page URLs on the origin a request reached.
const OWN_ORIGIN = { gameProviderOrigins: ["http://localhost"], paymentPageOrigins: ["http://localhost"] };
afterEach(() => t.close());

async function settings(headers: Record<string, string> = {}) {
  const res = await t.app.request("/api/core/casino/settings2", { headers });
  return { status: res.status, body: (await res.json()) as { success: boolean; data: Record<string, unknown> } };
}

describe("GET /api/core/casino/settings2", () => {
  it("answers the brand whose system token is sent, without its api key", async () => {
    t = createTestApp();
    const { status, body } = await settings({ "x-system-token": "noir-sandbox" });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { brandName: "noir casino", theme: "noir", navigationSystem: "basic", ...OWN_ORIGIN },
    });
  });

  it("adds its own origin (where its games and hosted pay pages live) to the brand's allowed origins, once", async () => {
    const fx = createFixture();
    fx.writeBrand("curacao", brandJson("curacao", { gameProviderOrigins: ["https://games.example"], paymentPageOrigins: ["http://localhost"] }));
    t = createTestApp(fx);
    expect((await settings()).body.data).toMatchObject({
      gameProviderOrigins: ["https://games.example", "http://localhost"],
      paymentPageOrigins: ["http://localhost"],
    });
  });

  it.each([
    ["no system token", {}],
    ["an unknown system token", { "x-system-token": "nobody" }],
  ])("falls back to curacao with %s", async (_, headers: Record<string, string>) => {
    t = createTestApp();
    const { status, body } = await settings(headers);
    expect(status).toBe(200);
    expect(body.data["theme"]).toBe("curacao");
  });

  it("falls back to the first brand by name when there is no curacao", async () => {
    const fx = createFixture();
    fx.writeBrand("zeta", brandJson("zeta"));
    fx.writeBrand("alpha", brandJson("alpha"));
    t = createTestApp(fx);
    expect((await settings()).body.data["theme"]).toBe("alpha");
    expect((await settings({ "x-system-token": "zeta-sandbox" })).body.data["theme"]).toBe("zeta");
  });

  it("answers a JSON 503 when no brand was seeded", async () => {
    t = createTestApp(createFixture());
    const res = await t.app.request("/api/core/casino/settings2");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ success: false, code: "NO_BRAND" });
  });

  it("reads the brand from the database, not the file", async () => {
    t = createTestApp();
    t.db
      .prepare("UPDATE brand_settings SET settings_json = json_set(settings_json, '$.brandName', 'Edited') WHERE brand = 'curacao'")
      .run();
    expect((await settings()).body.data["brandName"]).toBe("Edited");
  });

  it("answers SANDBOX_WEB_VITALS_SAMPLE_RATE as every brand's webVitalsSampleRate when given, the brand's own otherwise", async () => {
    const fx = createFixture();
    fx.writeBrand("curacao", brandJson("curacao", { webVitalsSampleRate: 0.2 }));
    t = createTestApp(fx);
    expect((await settings()).body.data["webVitalsSampleRate"]).toBe(0.2);
    const everyVisit = createApp({ db: t.db, brandsDir: fx.brandsDir, webVitalsSampleRate: 1 });
    const res = await everyVisit.request("/api/core/casino/settings2");
    expect(((await res.json()) as { data: Record<string, unknown> }).data).toMatchObject({ theme: "curacao", webVitalsSampleRate: 1 });
  });
});
