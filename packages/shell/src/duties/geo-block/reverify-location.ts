import { REVERSE_GEOCODING_TIMEOUT_MS } from "@casino/domain";

export interface GeocodedLocation {
  countryCode: string;
  subdivisionCode: string | null;
}

export class LocationUnavailableError extends Error {
  constructor(readonly reason: "denied" | "unavailable" | "geocoding") {
    super(`Location unavailable: ${reason}`);
  }
}

function currentPosition(geolocation: Geolocation | undefined, timeoutMs: number): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationUnavailableError("unavailable"));
      return;
    }
    geolocation.getCurrentPosition(resolve, (error) => reject(new LocationUnavailableError(error.code === 1 ? "denied" : "unavailable")), {
      timeout: timeoutMs,
      maximumAge: 0,
    });
  });
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().toUpperCase() : null);

/** The country of a reverse geocoder's answer: the sandbox's `countryCode`, or the common `address.country_code`. */
export function countryOfAnswer(body: unknown): GeocodedLocation | null {
  if (typeof body !== "object" || body === null) return null;
  const answer = body as Record<string, unknown>;
  const address = (typeof answer.address === "object" && answer.address !== null ? answer.address : {}) as Record<string, unknown>;
  const countryCode = text(answer.countryCode) ?? text(answer.country_code) ?? text(address.country_code);
  if (!countryCode || countryCode.length !== 2) return null;
  const subdivision = text(answer.subdivisionCode) ?? text(answer.principalSubdivisionCode);
  return { countryCode, subdivisionCode: subdivision ? subdivision.replace(/^[A-Z]{2}-/, "") : null };
}

/**
 * Spec §4/§7 re-verify: the browser's position, then the reverse geocoder (`<url>?lat=&lon=`), each given 10 s.
 */
export async function reverifyLocation(options: {
  geocoderUrl: string;
  geolocation?: Geolocation | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): Promise<GeocodedLocation> {
  const timeoutMs = options.timeoutMs ?? REVERSE_GEOCODING_TIMEOUT_MS;
  const position = await currentPosition(options.geolocation ?? globalThis.navigator?.geolocation, timeoutMs);
  const url = new URL(options.geocoderUrl, globalThis.location?.href ?? "http://localhost/");
  url.searchParams.set("lat", String(position.coords.latitude));
  url.searchParams.set("lon", String(position.coords.longitude));
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  try {
    const response = await doFetch(url.toString(), { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: "application/json" } });
    const location = response.ok ? countryOfAnswer(await response.json()) : null;
    if (location) return location;
  } catch {
    // Timeout or network: reported as below.
  }
  throw new LocationUnavailableError("geocoding");
}
