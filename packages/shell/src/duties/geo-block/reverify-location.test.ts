import { describe, expect, it, vi } from "vitest";
import { LocationUnavailableError, countryOfAnswer, reverifyLocation } from "./reverify-location.ts";

const at = (latitude: number, longitude: number): Geolocation => ({
  getCurrentPosition: (success) => success({ coords: { latitude, longitude } } as GeolocationPosition),
  watchPosition: () => 0,
  clearWatch: () => undefined,
});
const denied: Geolocation = {
  getCurrentPosition: (_, error) => error?.({ code: 1, message: "denied" } as GeolocationPositionError),
  watchPosition: () => 0,
  clearWatch: () => undefined,
};
const answering = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("countryOfAnswer", () => {
  it.each([
    [{ countryCode: "de", subdivisionCode: "ST" }, { countryCode: "DE", subdivisionCode: "ST" }],
    [{ countryCode: "US", subdivisionCode: null }, { countryCode: "US", subdivisionCode: null }],
    [{ address: { country_code: "fr" } }, { countryCode: "FR", subdivisionCode: null }],
    [{ countryCode: "DE", principalSubdivisionCode: "DE-ST" }, { countryCode: "DE", subdivisionCode: "ST" }],
    [{ countryCode: "Germany" }, null],
    [{}, null],
    [null, null],
    ["DE", null],
  ])("%j -> %j", (body, expected) => {
    expect(countryOfAnswer(body)).toEqual(expected);
  });
});

describe("reverifyLocation", () => {
  it("asks the geocoder with the browser's coordinates", async () => {
    const fetch = answering({ countryCode: "DE", subdivisionCode: "BE" });
    expect(await reverifyLocation({ geocoderUrl: "/sandbox/reverse-geocode", geolocation: at(52.52, 13.4), fetch })).toEqual({
      countryCode: "DE",
      subdivisionCode: "BE",
    });
    expect(String(fetch.mock.calls[0]?.[0 as never])).toMatch(/\/sandbox\/reverse-geocode\?lat=52.52&lon=13.4$/);
  });

  it.each([
    ["the visitor denies the location", denied, answering({ countryCode: "DE" }), "denied"],
    ["the browser has no geolocation", undefined, answering({ countryCode: "DE" }), "unavailable"],
    ["the geocoder fails", at(1, 2), answering({ message: "down" }, 500), "geocoding"],
    ["the geocoder names no country", at(1, 2), answering({ place: "sea" }), "geocoding"],
    ["the geocoder is unreachable", at(1, 2), vi.fn(async () => Promise.reject(new TypeError("offline"))), "geocoding"],
  ])("fails when %s", async (_, geolocation, fetch, reason) => {
    const noGeolocation = geolocation === undefined;
    if (noGeolocation) vi.stubGlobal("navigator", {});
    await expect(reverifyLocation({ geocoderUrl: "https://geo.example/reverse", geolocation, fetch })).rejects.toEqual(
      new LocationUnavailableError(reason as "denied"),
    );
    if (noGeolocation) vi.unstubAllGlobals();
  });
});
