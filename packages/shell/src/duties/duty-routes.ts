// Sandbox-like answers for the calls the shell duties make, for the duties' component tests (not a test itself).
import { message, ok, type FakeRoute } from "../test/fake-api.ts";

export const locationIn = (code: string, name: string, subdivisions: string[] = []): FakeRoute => () =>
  ok({ location: { country: { code, name }, ipInfo: { ip: "203.0.113.7", subdivisions: subdivisions.map((s) => ({ code: s, name: s })) } } });

/** A guest in Germany, no marketing scripts, every event accepted; `overrides` replace or add routes. */
export function dutyRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    "GET /api/admin/get-location": locationIn("DE", "Germany"),
    "GET /api/core/casino/scripts": () => ok([]),
    "POST /api/user/log-event": () => message("Event logged"),
    "PUT /api/user/country-blocked": () => message("Location recorded"),
    "POST /api/user/logout": () => message("Logged out"),
    ...overrides,
  };
}
