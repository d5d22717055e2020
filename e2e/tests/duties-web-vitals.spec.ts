// Brand-neutral: runs in curacao only, because the vitals reporter reads no brand setting but its sample rate (the e2e sandbox answers 1 for every brand) and files the brand's name as it is.
import { expect, test } from "@playwright/test";
import { brandOf } from "./brand.ts";

type WebVitalEvent = { event: string; mkt: string | null; data: { name: string; value: number; rating: string; id: string; route: string; brand: string } };
type WebVitalSummary = { brand: string; route: string; name: string; count: number; p50: number; p75: number; p95: number };

test("a visit reports its web vitals with its landing route and brand as the page is left", async ({ page, request }, testInfo) => {
  const { brandName } = brandOf(testInfo).settings;
  const marker = `vitals-${testInfo.project.name}-${Date.now()}`;
  const since = new Date(Date.now() - 1_000).toISOString();
  // The reporter loads with the shell duties once the page has settled, in a chunk of its own.
  const reporterLoaded = page.waitForResponse((response) => response.url().includes("start-web-vitals"));
  await page.goto(`/casino?mkt=${marker}`);
  await expect(page.getByRole("main")).toBeVisible();
  await reporterLoaded;

  // An interaction for INP (and the end of LCP), on text that does nothing when clicked.
  await page.getByRole("heading", { level: 1 }).first().click();
  const reported = async () => {
    const res = await request.get("/sandbox/events?event=web-vital&limit=1000");
    const { data } = (await res.json()) as { data: { events: WebVitalEvent[] } };
    return data.events.filter((e) => e.mkt === marker);
  };
  // Nothing goes while the page is shown: the batch waits for the page to be hidden or left.
  expect(await reported()).toEqual([]);

  // Leaving the page hides it; the batch goes with keepalive and outlives the page.
  await page.goto("about:blank");
  await expect
    .poll(async () => [...new Set((await reported()).map((e) => e.data.name))].filter((name) => name !== "INP").sort())
    .toEqual(["CLS", "FCP", "LCP", "TTFB"]);
  for (const { data } of await reported()) {
    expect(data).toMatchObject({ route: "casino", brand: brandName, rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) });
    expect(data.value).toBeGreaterThanOrEqual(0);
  }
  const lcp = (await reported()).find((e) => e.data.name === "LCP");
  expect(lcp?.data.value).toBeGreaterThan(0);

  // The sandbox's percentiles (what `pnpm bench vitals` prints) count them for this brand and route.
  const res = await request.get(`/sandbox/web-vitals?since=${encodeURIComponent(since)}`);
  const { data } = (await res.json()) as { data: { vitals: WebVitalSummary[] } };
  const ours = data.vitals.filter((row) => row.brand === brandName && row.route === "casino");
  for (const name of ["LCP", "FCP", "TTFB", "CLS"]) {
    expect(ours.find((row) => row.name === name)?.count ?? 0).toBeGreaterThanOrEqual(1);
  }
});
