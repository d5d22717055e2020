import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok, userDetails } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes, locationIn } from "../duty-routes.ts";

const brand = { excludedCountryCodeList: ["US", "GB"], reverseGeocodingUrl: "/sandbox/reverse-geocode" };
const blockPage = () => screen.queryByRole("heading", { name: "Site Unavailable in Your Country" });

beforeEach(() => startSession(null));
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove("country-code", { path: "/" });
});

function stubBrowserLocation(countryCode: string) {
  vi.stubGlobal("navigator", {
    ...navigator,
    userAgent: navigator.userAgent,
    geolocation: { getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition) },
  });
  const geocode = vi.fn(async () => new Response(JSON.stringify({ countryCode, subdivisionCode: null }), { status: 200 }));
  vi.stubGlobal("fetch", geocode);
  return geocode;
}

describe("the geo-block", () => {
  it("shows a guest in an excluded country the block page with country, IP and date, over an inert site", async () => {
    renderApp("/casino", { fetch: fakeApi(dutyRoutes({ "GET /api/admin/get-location": locationIn("US", "United States") })).fetch, brand });
    const page = (await screen.findByRole("heading", { name: "Site Unavailable in Your Country" })).closest("[role=main]") as HTMLElement;
    expect(page.textContent).toContain("United States (US)");
    expect(page.textContent).toContain("203.0.113.7");
    expect(page.textContent).toMatch(/VPN/);
    expect(page.textContent).toContain(new Intl.DateTimeFormat("en", { dateStyle: "long" }).format(new Date()));
    expect(within(page).getByRole("button", { name: "Verify my location" })).toBeTruthy();
    expect(document.querySelector("[data-shell-duty=geo-block]")?.parentElement).toBe(document.body);
    expect(Array.from(document.body.children).filter((el) => (el as HTMLElement).inert).length).toBeGreaterThan(0);
    expect(Cookies.get("country-code")).toBe("US");
  });

  it.each([
    ["an allowed country", locationIn("DE", "Germany"), "/", {}],
    ["a whitelisted IP", locationIn("US", "United States"), "/", { whitelistedIPs: ["203.0.113.7"] }],
  ])("lets in %s", async (_, location, path, extra) => {
    renderApp(path, { fetch: fakeApi(dutyRoutes({ "GET /api/admin/get-location": location })).fetch, brand: { ...brand, ...extra } });
    await screen.findByRole("banner");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(blockPage()).toBeNull();
  });

  it("blocks Saxony-Anhalt (DE with subdivision ST)", async () => {
    renderApp("/", { fetch: fakeApi(dutyRoutes({ "GET /api/admin/get-location": locationIn("DE", "Germany", ["ST"]) })).fetch, brand });
    expect(await screen.findByRole("heading", { name: "Site Unavailable in Your Country" })).toBeTruthy();
  });

  it("lets in whitelisted=1 and remembers it", async () => {
    const routes = dutyRoutes({ "GET /api/admin/get-location": locationIn("US", "United States") });
    const first = renderApp("/?whitelisted=1", { fetch: fakeApi(routes).fetch, brand });
    await screen.findByRole("banner");
    await waitFor(() => expect(localStorage.getItem("whitelisted")).toBe("true"));
    expect(blockPage()).toBeNull();
    first.unmount();
    renderApp("/", { fetch: fakeApi(routes).fetch, brand });
    await screen.findByRole("banner");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(blockPage()).toBeNull();
  });

  it.each([
    ["a verified visitor", () => localStorage.setItem("countryCheck", "DE")],
    ["a logged-in player", () => startSession("tok-1")],
  ])("skips %s", async (_, arrange) => {
    arrange();
    const api = fakeApi(
      dutyRoutes({ "GET /api/admin/get-location": locationIn("US", "United States"), "GET /api/user/get-user-details": () => ok(userDetails()) }),
    );
    renderApp("/", { fetch: api.fetch, brand });
    await screen.findByRole("banner");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(blockPage()).toBeNull();
  });

  it("skips bots without asking where they are", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Googlebot/2.1 (+http://www.google.com/bot.html)");
    const api = fakeApi(dutyRoutes({ "GET /api/admin/get-location": locationIn("US", "United States") }));
    renderApp("/", { fetch: api.fetch, brand });
    await screen.findByRole("banner");
    expect(blockPage()).toBeNull();
    expect(api.calls.some((c) => c.path === "/api/admin/get-location")).toBe(false);
  });

  it("re-verifies by browser location: an allowed country lifts the block, reports it and marks the visitor verified", async () => {
    const api = fakeApi(dutyRoutes({ "GET /api/admin/get-location": locationIn("US", "United States") }));
    renderApp("/", { fetch: api.fetch, brand });
    await userEvent.click(await screen.findByRole("button", { name: "Verify my location" }));
    const geocode = stubBrowserLocation("DE");
    await userEvent.click(screen.getByRole("button", { name: "Verify my location" }));
    await waitFor(() => expect(blockPage()).toBeNull());
    expect(String(geocode.mock.calls[0]?.[0 as never])).toContain("/sandbox/reverse-geocode?lat=1&lon=2");
    expect(localStorage.getItem("countryCheck")).toBe("DE");
    const report = api.calls.find((c) => c.path === "/api/user/country-blocked");
    expect(report?.body).toMatchObject({ ip: "203.0.113.7", country: "DE" });
    expect(Array.from(document.body.children).some((el) => (el as HTMLElement).inert)).toBe(false);
  });

  it("stays when the browser location is restricted too", async () => {
    renderApp("/", { fetch: fakeApi(dutyRoutes({ "GET /api/admin/get-location": locationIn("US", "United States") })).fetch, brand });
    await screen.findByRole("button", { name: "Verify my location" });
    stubBrowserLocation("GB");
    await userEvent.click(screen.getByRole("button", { name: "Verify my location" }));
    expect(await screen.findByText(/still in a country where our services are not available/)).toBeTruthy();
    expect(blockPage()).toBeTruthy();
    expect(localStorage.getItem("countryCheck")).toBeNull();
  });
});
