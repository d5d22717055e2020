import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";

// Fake web-vitals: each metric is final at once, as it would be by the time the page is hidden.
const vitals = vi.hoisted(() => {
  const metric = (name: string, value: number) => ({ name, value, rating: "good", id: `v5-${name}`, navigationType: "navigate" });
  type Report = (m: ReturnType<typeof metric>) => void;
  const source = (name: string, value: number) => (report: Report) => report(metric(name, value));
  return { source };
});
vi.mock("web-vitals", () => ({
  onLCP: vi.fn(vitals.source("LCP", 1500)),
  onINP: vi.fn(vitals.source("INP", 56)),
  onCLS: vi.fn(vitals.source("CLS", 0.01)),
  onTTFB: vi.fn(vitals.source("TTFB", 120)),
  onFCP: vi.fn(vitals.source("FCP", 800)),
}));
const { onLCP } = await import("web-vitals");

function setVisibility(state: "hidden" | "visible") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

const logged = (api: ReturnType<typeof fakeApi>, event: string) =>
  api.calls.filter((call) => call.path === "/api/user/log-event" && (call.body as { event?: string }).event === event);

beforeEach(() => {
  startSession(null);
  window.history.replaceState(null, "", "/casino");
});
afterEach(() => setVisibility("visible"));

describe("real-user vitals", () => {
  it("leaves web-vitals unloaded in a visit outside the brand's sample", async () => {
    const api = fakeApi(dutyRoutes());
    renderApp("/casino", { fetch: api.fetch, brand: { webVitalsSampleRate: 0 } });
    await waitFor(() => expect(logged(api, "page_view")).toHaveLength(1));
    setVisibility("hidden");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onLCP).not.toHaveBeenCalled();
    expect(logged(api, "web-vital")).toEqual([]);
  });

  it("in a sampled visit, sends the five metrics as the page is hidden: keepalive, with the landing route's key and the brand", async () => {
    const api = fakeApi(dutyRoutes());
    renderApp("/casino", { fetch: api.fetch, brand: { webVitalsSampleRate: 1 } });
    await waitFor(() => expect(onLCP).toHaveBeenCalledWith(expect.any(Function), { reportAllChanges: false }));
    expect(logged(api, "web-vital")).toEqual([]);

    setVisibility("hidden");
    await waitFor(() => expect(logged(api, "web-vital")).toHaveLength(5));
    const sent = logged(api, "web-vital");
    expect(sent.every((call) => call.keepalive === true)).toBe(true);
    expect(sent.map((call) => call.body)).toEqual(
      [["LCP", 1500], ["INP", 56], ["CLS", 0.01], ["TTFB", 120], ["FCP", 800]].map(([name, value]) =>
        expect.objectContaining({
          event: "web-vital",
          userDeviceType: "desktop",
          data: { name, value, rating: "good", id: `v5-${name}`, navigationType: "navigate", route: "casino", brand: "Test Casino" },
        }),
      ),
    );
  });
});
