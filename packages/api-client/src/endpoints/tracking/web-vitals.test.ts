import { afterEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { resetApiClient } from "../../core/config.ts";
import { ApiError } from "../../core/errors.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { WebVitalDataSchema, getSandboxWebVitals, logEventKeepalive } from "./web-vitals.ts";

afterEach(() => resetApiClient());

const LCP = { name: "LCP", value: 1200, rating: "good", id: "v5-1", navigationType: "navigate", route: "casino", brand: "Curaçao Casino" };

describe("web vitals calls", () => {
  it("POSTs an event with keepalive and the headers of every call", async () => {
    const fake = useFakeFetch(() => json({ success: true, message: "Event logged" }), { systemToken: "curacao-sandbox", getToken: () => "tok" });
    await logEventKeepalive({ event: "web-vital", data: LCP, userDeviceType: "desktop" });
    const call = fake.last();
    expect(call).toMatchObject({ method: "POST", url: "https://api.test/api/user/log-event", keepalive: true, body: { event: "web-vital", data: LCP } });
    const header = (name: string) => call.headers.get(name);
    expect(["authorization", "x-system-token", "content-type", "accept-language"].map(header)).toEqual(["Bearer tok", "curacao-sandbox", "application/json", "en"]);
  });

  it("rejects with the API's error on a refused event", async () => {
    useFakeFetch(() => json({ success: false, code: "VALIDATION_ERROR", message: "bad" }, 400));
    await expect(logEventKeepalive({ event: "web-vital", data: {} })).rejects.toBeInstanceOf(ApiError);
  });

  it("reads the sandbox's percentiles since a time", async () => {
    const row = { brand: "Curaçao Casino", route: "casino", name: "LCP", count: 3, p50: 900, p75: 1000, p95: 1200 };
    const fake = useFakeFetch(() => json({ success: true, data: { vitals: [row] } }));
    expect(await getSandboxWebVitals("2026-03-10T12:00:00.000Z")).toEqual([row]);
    expect(fake.last().url).toBe("https://api.test/sandbox/web-vitals?since=2026-03-10T12%3A00%3A00.000Z");
  });

  it.each([
    ["another metric", { ...LCP, name: "FID" }],
    ["a negative value", { ...LCP, value: -1 }],
    ["a value that is not a number", { ...LCP, value: "1200" }],
    ["no route", { ...LCP, route: "" }],
    ["no brand", { name: "CLS", value: 0, route: "casino" }],
  ])("refuses a web-vital with %s", (_, data) => {
    expect(v.safeParse(WebVitalDataSchema, data).success).toBe(false);
  });

  it("takes the five metrics, a CLS of 0 included", () => {
    for (const name of ["LCP", "INP", "CLS", "TTFB", "FCP"]) expect(v.safeParse(WebVitalDataSchema, { ...LCP, name, value: 0 }).success).toBe(true);
  });
});
