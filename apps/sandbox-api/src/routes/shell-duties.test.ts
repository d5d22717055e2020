import { CountryBlockedResponseSchema, LogEventResponseSchema, SandboxEventsResponseSchema, SandboxWebVitalsResponseSchema } from "@casino/api-client";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { errorOf, parseAs } from "../test/contract.ts";
import { createSliceApp, get, playerOf, send, type SliceApp } from "./kyc-test-kit.ts";
import { distanceKm, nearestPlace } from "./reverse-geocode-places.ts";

let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

const events = async (query = "") => (await parseAs(SandboxEventsResponseSchema, await get(t, `/sandbox/events${query}`))).data.events;

describe("log-event", () => {
  it("stores a guest's page view, readable at /sandbox/events", async () => {
    const res = await send(t, "POST", "/api/user/log-event", { event: "page_view", data: { url: "/casino" }, mkt: "google", userDeviceType: "desktop", cpncToSent: "spring" });
    expect((await parseAs(LogEventResponseSchema, res)).message).toBe("Event logged");
    expect(await events()).toEqual([
      { id: 1, event: "page_view", data: { url: "/casino" }, mkt: "google", userDeviceType: "desktop", cpnc: "spring", userId: null, createdAt: t.clock.now().toISOString() },
    ]);
  });

  it("ties a player's event to the player and filters by name", async () => {
    const player = playerOf(t);
    await send(t, "POST", "/api/user/log-event", { event: "deposit_first" }, player.headers);
    await send(t, "POST", "/api/user/log-event", { event: "page_view", data: { url: "/" } });
    expect(await events("?event=deposit_first")).toMatchObject([{ event: "deposit_first", userId: player.userId, data: {} }]);
    expect((await events("?limit=1")).map((e) => e.event)).toEqual(["page_view"]);
  });

  it("filters by player, past other players' later events", async () => {
    const player = playerOf(t);
    await send(t, "POST", "/api/user/log-event", { event: "deposit_first" }, player.headers);
    for (let i = 0; i < 3; i++) await send(t, "POST", "/api/user/log-event", { event: "page_view" });
    expect((await events(`?userId=${player.userId}&limit=1`)).map((e) => [e.event, e.userId])).toEqual([["deposit_first", player.userId]]);
    expect(await events("?limit=1")).toMatchObject([{ event: "page_view", userId: null }]);
    expect((await get(t, "/sandbox/events?userId=x")).status).toBe(400);
  });

  it.each([
    ["no event", { data: {} }],
    ["an empty event", { event: " " }],
    ["data that is not an object", { event: "x", data: "url" }],
  ])("refuses %s", async (_, body) => {
    expect(await errorOf(await send(t, "POST", "/api/user/log-event", body))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });
});

describe("web-vital events", () => {
  const vital = (data: Record<string, unknown>) => ({ event: "web-vital", data: { name: "LCP", value: 1200, rating: "good", id: "v5-1", navigationType: "navigate", route: "casino", brand: "Curaçao Casino", ...data } });
  const vitals = async (query = "") => (await parseAs(SandboxWebVitalsResponseSchema, await get(t, `/sandbox/web-vitals${query}`))).data.vitals;

  it("stores a metric with its data, and GET /sandbox/web-vitals gives its percentiles per brand, route and metric", async () => {
    const player = playerOf(t);
    for (const [value, id] of [[900, "a"], [1500, "b"], [2100, "c"], [3000, "d"]] as const) {
      expect((await send(t, "POST", "/api/user/log-event", vital({ value, id }), player.headers)).status).toBe(200);
    }
    await send(t, "POST", "/api/user/log-event", vital({ name: "CLS", value: 0.02, rating: "good", id: "e" }));
    await send(t, "POST", "/api/user/log-event", vital({ name: "TTFB", value: 40, route: "home", brand: "Noir Casino", id: "f" }));
    expect(await events(`?event=web-vital&userId=${player.userId}&limit=1`)).toMatchObject([
      { event: "web-vital", userId: player.userId, data: { name: "LCP", value: 3000, rating: "good", id: "d", navigationType: "navigate", route: "casino", brand: "Curaçao Casino" } },
    ]);
    expect(await vitals()).toEqual([
      { brand: "Curaçao Casino", route: "casino", name: "LCP", count: 4, p50: 1500, p75: 2100, p95: 3000 },
      { brand: "Curaçao Casino", route: "casino", name: "CLS", count: 1, p50: 0.02, p75: 0.02, p95: 0.02 },
      { brand: "Noir Casino", route: "home", name: "TTFB", count: 1, p50: 40, p75: 40, p95: 40 },
    ]);
  });

  it("reads the metrics since a time", async () => {
    await send(t, "POST", "/api/user/log-event", vital({ value: 5000, id: "old" }));
    t.clock.advance(60);
    const since = t.clock.now().toISOString();
    await send(t, "POST", "/api/user/log-event", vital({ value: 1000, id: "new" }));
    expect(await vitals(`?since=${since}`)).toMatchObject([{ name: "LCP", count: 1, p50: 1000 }]);
    expect((await vitals()).map((row) => row.count)).toEqual([2]);
    expect((await get(t, "/sandbox/web-vitals?since=yesterday")).status).toBe(400);
  });

  it.each([
    ["another metric", { name: "FID" }],
    ["a negative value", { value: -3 }],
    ["a value that is not a number", { value: "fast" }],
    ["no route", { route: undefined }],
    ["no brand", { brand: "" }],
  ])("refuses a web-vital with %s, and stores nothing", async (_, data) => {
    expect(await errorOf(await send(t, "POST", "/api/user/log-event", vital(data)))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(await events("?event=web-vital")).toEqual([]);
  });

  it("leaves other events' data alone", async () => {
    expect((await send(t, "POST", "/api/user/log-event", { event: "page_view", data: { name: "FID", value: -1 } })).status).toBe(200);
  });
});

describe("country-blocked", () => {
  it("records the re-verified location", async () => {
    const res = await send(t, "PUT", "/api/user/country-blocked", { ip: "203.0.113.7", country: "de", firstUrl: "http://localhost/?a=1" });
    expect((await parseAs(CountryBlockedResponseSchema, res)).success).toBe(true);
    const body = (await (await get(t, "/sandbox/country-blocked")).json()) as { data: { reports: unknown[] } };
    expect(body.data.reports).toMatchObject([{ ip: "203.0.113.7", country: "DE", firstUrl: "http://localhost/?a=1", userId: null }]);
  });

  it("refuses a country that is not a two-letter code", async () => {
    expect(await errorOf(await send(t, "PUT", "/api/user/country-blocked", { ip: "1.2.3.4", country: "Germany" }))).toMatchObject({ status: 400 });
  });
});

describe("reverse-geocode", () => {
  const ReverseSchema = v.object({ countryCode: v.string(), countryName: v.string(), subdivisionCode: v.nullable(v.string()) });
  it.each([
    [52.52, 13.4, "DE", "BE", "Germany"],
    [52.13, 11.63, "DE", "ST", "Germany"],
    [40.7, -74, "US", null, "United States"],
    [48.85, 2.35, "FR", null, "France"],
    [12.1, -68.9, "CW", null, "Curaçao"],
  ])("%s,%s -> %s %s", async (lat, lon, countryCode, subdivisionCode, countryName) => {
    const res = await get(t, `/sandbox/reverse-geocode?lat=${lat}&lon=${lon}`);
    expect(v.parse(ReverseSchema, await res.json())).toEqual({ countryCode, countryName, subdivisionCode });
  });

  it.each(["lat=91&lon=0", "lat=0", "lat=x&lon=1"])("refuses %s", async (query) => {
    expect((await get(t, `/sandbox/reverse-geocode?${query}`)).status).toBe(400);
  });

  it("measures distances on the globe", () => {
    expect(Math.round(distanceKm({ lat: 52.52, lon: 13.405 }, { lat: 48.8566, lon: 2.3522 }))).toBe(877);
    expect(nearestPlace({ lat: 0, lon: 0 }).country).toBe("NG");
  });
});
