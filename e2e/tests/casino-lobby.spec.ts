// Brand-sensitive: runs in every brand, because the lobby's path and its look follow the brand (noir serves it at /games); the carousel mechanics are tagged @one-brand.
import { expect, test, type Page } from "@playwright/test";
import { pathOf } from "./brand.ts";

type Provider = { slug: string; name: string; gameCount: number };

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("the lobby shows the welcome offer and a carousel per category with games", async ({ page }, testInfo) => {
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  await expect(page.getByRole("heading", { level: 1, name: "Casino" })).toBeVisible();
  await expect(page.getByText(/1000 EUR plus 100 free spins/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Win of the month" })).toContainText("€700.00");
  for (const name of ["Popular", "Slots", "Live Casino"]) {
    const carousel = page.getByRole("region", { name, exact: true });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.getByRole("group", { name: "1 of 12", exact: true })).toBeVisible();
    await expect(carousel.getByRole("group", { name: "1 of 12", exact: true }).getByRole("link")).toHaveAttribute("href", /\/casino\/games\/.+/);
  }
  await expect(page.getByRole("heading", { name: "All games" })).toBeVisible();
});

test("the carousel autoplays, and its pause control stops and restarts it", { tag: "@one-brand" }, async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  const slots = page.getByRole("region", { name: "Slots", exact: true });
  const first = slots.getByRole("group", { name: "1 of 12", exact: true });
  await slots.getByRole("heading", { name: "Slots" }).scrollIntoViewIfNeeded();
  // The pointer resting on the slides holds autoplay: keep it on the page's corner.
  await page.mouse.move(1, 1);
  const position = () => first.evaluate((slide) => Math.round(slide.getBoundingClientRect().left));
  // Autoplay moves a page of tiles every 3000 ms once embla has attached on idle.
  const before = await position();
  await expect.poll(position, { timeout: 10_000 }).not.toBe(before);
  await slots.getByRole("button", { name: "Pause autoplay" }).click();
  const start = slots.getByRole("button", { name: "Start autoplay" });
  await expect(start).toBeVisible();
  // Paused: the row stays where it is for longer than the autoplay delay. Embla's scroll eases out, so the last
  // pixel of a move can land after 800 ms (seen in CI: 1 px): a page of tiles moves hundreds, so 4 px is still.
  await page.waitForTimeout(800);
  const paused = await position();
  await page.waitForTimeout(4000);
  expect(Math.abs((await position()) - paused)).toBeLessThanOrEqual(4);
  await start.click();
  await expect(slots.getByRole("button", { name: "Pause autoplay" })).toBeVisible();
  await expect.poll(position, { timeout: 8000 }).not.toBe(paused);
});

test("a carousel below the fold holds still until it is scrolled into view, then autoplays", { tag: "@one-brand" }, async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  const live = page.getByRole("region", { name: "Live Casino", exact: true });
  const first = live.getByRole("group", { name: "1 of 12", exact: true });
  await expect(first).toBeAttached();
  await page.mouse.move(1, 1);
  const position = () => first.evaluate((slide) => Math.round(slide.getBoundingClientRect().left));
  expect(await live.evaluate((region) => region.getBoundingClientRect().top)).toBeGreaterThan(700);
  // Longer than embla's arrival on idle plus the autoplay delay (3000 ms): an on-screen row would have moved.
  const before = await position();
  await page.waitForTimeout(5500);
  expect(await position()).toBe(before);
  await live.getByRole("heading", { name: "Live Casino" }).scrollIntoViewIfNeeded();
  await expect.poll(position, { timeout: 10_000 }).not.toBe(before);
});

test("a carousel far below the screen is not rendered until it is scrolled near, and its controls still work", { tag: "@one-brand" }, async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  const rows = page.locator("[aria-roledescription='carousel']");
  await expect(rows.first().getByRole("group", { name: "1 of 12", exact: true })).toBeVisible();
  const last = rows.last();
  await expect.poll(() => last.evaluate((region) => region.getBoundingClientRect().top)).toBeGreaterThan(700 * 2);
  // The browser skips the rendering of a skipped row's contents (content-visibility: auto); it stays in the
  // accessibility tree and in find-in-page.
  const slide = last.getByRole("group", { name: "1 of 12", exact: true });
  const rendered = () => slide.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered()).toBe(false);
  await expect(slide).toBeAttached();
  await last.getByRole("heading").scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  await expect(slide).toBeInViewport();
  const next = last.getByRole("button", { name: "Next games" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(slide).not.toBeInViewport();
});

test("on a phone a row further down asks for its thumbnails, and is taken over by embla, only as it is scrolled near", { tag: "@one-brand" }, async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") asked.push(new URL(request.url()).pathname);
  });
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  const rows = page.locator("[aria-roledescription='carousel']");
  await expect(rows.first().getByRole("group", { name: "1 of 12", exact: true })).toBeVisible();
  const last = rows.last();
  // The lobby's rows come in as their categories render: wait for the last one, well below the screen.
  await expect.poll(() => last.evaluate((region) => region.getBoundingClientRect().top)).toBeGreaterThan(823 * 1.5);
  // Past the idle moment when embla takes the rows over and draws all their slides.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(2500);
  const thumbnails = last.locator("img");
  expect(await thumbnails.count()).toBeGreaterThan(0);
  expect(await thumbnails.evaluateAll((images) => images.filter((image) => image.hasAttribute("src")).length)).toBe(0);
  // Nor has embla taken it over (its slides, its set-up): that waits until the row comes near too.
  const enhanced = last.locator("[data-enhanced]");
  await expect(enhanced).toHaveCount(0);
  await expect(rows.first().locator("[data-enhanced]")).toHaveCount(1);
  const firstOfLast = last.getByRole("group", { name: "1 of 12", exact: true }).locator("img");
  await last.getByRole("heading").scrollIntoViewIfNeeded();
  await expect(enhanced).toHaveCount(1, { timeout: 10_000 });
  await expect.poll(() => firstOfLast.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  const source = new URL((await firstOfLast.getAttribute("src")) ?? "", page.url()).pathname;
  expect(asked).toContain(source);
});

test("with reduced motion the carousel does not autoplay, and the arrows still move it", { tag: "@one-brand" }, async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  const popular = page.getByRole("region", { name: "Popular", exact: true });
  await expect(popular.getByRole("button", { name: "Start autoplay" })).toBeVisible();
  const first = popular.getByRole("group", { name: "1 of 12", exact: true });
  await popular.getByRole("heading", { name: "Popular" }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(4500);
  await expect(first).toBeInViewport();
  await popular.getByRole("button", { name: "Next games" }).click();
  await expect(first).not.toBeInViewport();
  await expect(popular.getByRole("group", { name: "12 of 12" })).toBeInViewport();
});

test("browse a category: See all Slots opens /casino/slots", async ({ page }, testInfo) => {
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  await page.getByRole("link", { name: "See all Slots" }).click();
  await expect(page).toHaveURL(new RegExp(`${pathOf(testInfo, "slots", "/casino/slots")}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Slots" })).toBeVisible();
  await expect(page).toHaveTitle(/^Slots \| /);
  await page.goBack();
  await page.getByRole("link", { name: "See all New Games" }).click();
  await expect(page).toHaveURL(/\/casino\/categories\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New Games" })).toBeVisible();
});

test("an unknown category says so", { tag: "@one-brand" }, async ({ page }) => {
  await page.goto("/casino/categories/no-such-category");
  await expect(page.getByRole("heading", { level: 1, name: "Category not found" })).toBeVisible();
});

test("the providers page lists every provider with its games, filters by name and opens a provider's page", { tag: "@one-brand" }, async ({ page, request }) => {
  const { data } = (await (await request.get("/api/admin/get-providers")).json()) as { data: { rows: Provider[]; count: number } };
  expect(data.rows.length).toBeGreaterThan(1);
  const [provider] = data.rows as [Provider];
  await page.goto("/providers");
  await expect(page.getByRole("heading", { level: 1, name: "Providers" })).toBeVisible();
  const list = page.getByRole("list", { name: "Providers" });
  await expect(list.getByRole("link")).toHaveCount(data.rows.length);
  const link = list.getByRole("link", { name: new RegExp(`^${provider.name}`) });
  await expect(link).toContainText(`${provider.gameCount} game`);
  await page.getByRole("searchbox", { name: "Filter providers" }).fill(provider.name.toUpperCase());
  await expect(list.getByRole("link").first()).toContainText(provider.name);
  expect(await list.getByRole("link").count()).toBeLessThan(data.rows.length);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/providers/${provider.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Games by ${provider.name}` })).toBeVisible();
  await page.goto("/providers/no-such-studio");
  await expect(page.getByRole("heading", { level: 1, name: "Provider not found" })).toBeVisible();
});

test("at 320 px the lobby and the providers page do not scroll sideways", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  await expect(page.getByRole("region", { name: "Slots", exact: true }).getByRole("group", { name: "1 of 12", exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.goto("/providers");
  await expect(page.getByRole("list", { name: "Providers" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
