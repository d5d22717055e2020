import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";
import { subscribeTracking, track } from "./track.ts";

beforeEach(() => startSession(null));

const logged = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === "/api/user/log-event").map((c) => c.body as { event: string; data: Record<string, unknown> });

describe("tracking", () => {
  it("logs a page view 300 ms after each navigation, with the URL and the visitor's marketing parameters", async () => {
    const api = fakeApi(dutyRoutes());
    const { router } = renderApp("/?mkt=google&cpnc=spring", { fetch: api.fetch });
    await waitFor(() => expect(logged(api).filter((e) => e.event === "page_view")).toHaveLength(1));
    const first = api.calls.find((c) => (c.body as { event?: string } | undefined)?.event === "page_view");
    expect(first?.body).toMatchObject({ mkt: "google", cpncToSent: "spring", userDeviceType: "desktop" });
    expect(String((first?.body as { data: { url: string } }).data.url)).toMatch(/mkt=google/);
    await act(() => router.navigate({ to: "/casino" }));
    await waitFor(() => expect(logged(api).filter((e) => e.event === "page_view")).toHaveLength(2));
  });

  it("fires the visit pixel once per 30 minutes", async () => {
    localStorage.setItem("visitPixelAt", String(Date.now() - 29 * 60_000));
    const api = fakeApi(dutyRoutes());
    const first = renderApp("/", { fetch: api.fetch });
    await waitFor(() => expect(logged(api).some((e) => e.event === "page_view")).toBe(true));
    expect(logged(api).some((e) => e.event === "visit")).toBe(false);
    first.unmount();

    localStorage.setItem("visitPixelAt", String(Date.now() - 30 * 60_000));
    const again = fakeApi(dutyRoutes());
    renderApp("/", { fetch: again.fetch });
    await waitFor(() => expect(logged(again).filter((e) => e.event === "visit")).toHaveLength(1));
    expect(Number(localStorage.getItem("visitPixelAt"))).toBeGreaterThan(Date.now() - 5_000);
  });

  it("sends the features' retargeting events, also those tracked before the shell listened", async () => {
    localStorage.setItem("visitPixelAt", String(Date.now()));
    track({ type: "registration", finished: false });
    const api = fakeApi(dutyRoutes());
    renderApp("/", { fetch: api.fetch });
    act(() => {
      track({ type: "deposit", depositCount: 2, amount: 50, currencyCode: "EUR" });
      track({ type: "bet", amount: 1 });
    });
    await waitFor(() => expect(logged(api).filter((e) => e.event !== "page_view")).toHaveLength(3));
    expect(logged(api).filter((e) => e.event !== "page_view")).toEqual([
      { event: "registration_unfinished", data: { finished: false } },
      { event: "deposit_2nd", data: { depositCount: 2, amount: 50, currencyCode: "EUR" } },
      { event: "bet", data: { amount: 1 } },
    ].map((e) => expect.objectContaining(e)));
    expect(window.dataLayer).toEqual(expect.arrayContaining([expect.objectContaining({ event: "retargeting_deposit_2nd" })]));
  });

  it("delivers each event to every listener", () => {
    const seen: string[] = [];
    const stop = subscribeTracking((event) => seen.push(event.type));
    track({ type: "visit" });
    stop();
    track({ type: "bet" });
    expect(seen).toEqual(["visit"]);
  });
});
