// Brand-neutral: runs in curacao only, because page-view tracking reads no brand setting.
import { expect, test } from "@playwright/test";

type LoggedEvent = { event: string; data: { url?: string }; mkt: string | null; cpnc: string | null };

test("each page view reaches the sandbox's event log, with the visitor's marketing parameters", async ({ page, request }, testInfo) => {
  const marker = `e2e-${testInfo.project.name}-${Date.now()}`;
  await page.goto(`/casino?mkt=${marker}&cpnc=spring`);
  await expect(page.getByRole("main")).toBeVisible();

  const pageViews = async () => {
    const res = await request.get(`/sandbox/events?event=page_view`);
    const { data } = (await res.json()) as { data: { events: LoggedEvent[] } };
    return data.events.filter((e) => e.data.url?.includes(marker));
  };
  await expect.poll(pageViews).toEqual([expect.objectContaining({ mkt: marker, cpnc: "spring", data: { url: expect.stringContaining("/casino?") } })]);

  const visits = await (await request.get(`/sandbox/events?event=visit`)).json();
  expect((visits as { data: { events: LoggedEvent[] } }).data.events.some((e) => e.mkt === marker)).toBe(true);
});
