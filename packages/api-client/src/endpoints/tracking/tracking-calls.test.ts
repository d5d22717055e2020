import { afterEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { resetApiClient } from "../../core/config.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { CountryBlockedPayloadSchema, reportCountryBlocked } from "./country-blocked.ts";
import { LogEventPayloadSchema, getSandboxEvents, logEvent } from "./log-event.ts";

afterEach(() => resetApiClient());

describe("tracking calls", () => {
  it("POSTs a page view to log-event", async () => {
    const fake = useFakeFetch(() => json({ success: true, message: "Event logged" }));
    const payload = { event: "page_view", data: { url: "/casino" }, mkt: "google", userDeviceType: "desktop", cpncToSent: null } as const;
    expect(await logEvent(payload)).toEqual({ success: true, message: "Event logged" });
    expect(fake.last()).toMatchObject({ method: "POST", url: "https://api.test/api/user/log-event", body: payload });
  });

  it("PUTs the re-verified country of a blocked visitor", async () => {
    const fake = useFakeFetch(() => json({ success: true, message: "Recorded" }));
    await reportCountryBlocked({ ip: "203.0.113.7", country: "DE", firstUrl: "https://casino.test/?x=1" });
    expect(fake.last()).toMatchObject({ method: "PUT", url: "https://api.test/api/user/country-blocked", body: { country: "DE" } });
  });

  it("reads the sandbox's logged events by name", async () => {
    const row = { id: 1, event: "page_view", data: { url: "/" }, mkt: null, userDeviceType: "desktop", cpnc: null, userId: null, createdAt: "2026-03-10T12:00:00.000Z" };
    const fake = useFakeFetch(() => json({ success: true, data: { events: [row] } }));
    expect(await getSandboxEvents("page_view")).toEqual([row]);
    expect(fake.last().url).toBe("https://api.test/sandbox/events?event=page_view");
  });

  it.each([
    [LogEventPayloadSchema, { event: "  " }],
    [LogEventPayloadSchema, { event: "x".repeat(101) }],
    [CountryBlockedPayloadSchema, { ip: "1.2.3.4", country: "DEU" }],
    [CountryBlockedPayloadSchema, { country: "DE" }],
  ] as const)("refuses an invalid payload %#", (schema, payload) => {
    expect(v.safeParse(schema, payload).success).toBe(false);
  });
});
