// Brand-sensitive: runs in every brand, because each brand's menu, navigation system (basic or panel), pageUrlSetup paths and home sections give the crawl other links to follow.
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { brandOf } from "./brand.ts";
import { collectLinks, login, plan } from "./site-pages.ts";

/**
 * Issue 29 point 4, no dead end: as a guest and as each demo player, every link of the header, the navigation (the
 * basic bar or the panel, its closed groups included), the account menu, the footer, the onboarding tour and the home
 * page's sections leads to a page that shows something, and every ?modal= name of spec §2 opens a dialog that does.
 */

const ROLES = [
  { name: "guest", email: undefined },
  { name: "newbie", email: "newbie@demo.casino" },
  { name: "depositor", email: "depositor@demo.casino" },
  { name: "vip", email: "vip@demo.casino" },
] as const;

type Finding = string;

type ErrorWatch = { take: () => string[] };

function watchErrors(page: Page): ErrorWatch {
  let errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
  page.on("console", (message) => {
    // A failed request's console line (a guest's 401, a missing image) is not an exception.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(`console: ${message.text().slice(0, 300)}`);
  });
  return {
    take: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

/** The coming-soon page and modal, the 404 page and the route error page (a promotion may well say "coming soon"). */
const DEAD_END_TEXT = /This part of the site is coming soon|Page not found|This page is not available right now/;

/** Waits until the view has content and no skeleton, then lists what makes it a dead end. */
async function deadEnds(page: Page, view: Locator, errors: ErrorWatch): Promise<Finding[]> {
  const found: Finding[] = [];
  const text = async () => ((await view.count()) === 1 ? (await view.innerText()).trim() : "");
  try {
    await expect.poll(text, { timeout: 10_000 }).not.toBe("");
  } catch {
    found.push((await view.count()) === 1 ? "empty" : "not shown");
  }
  try {
    await expect(page.locator("[data-skeleton]").filter({ visible: true })).toHaveCount(0, { timeout: 10_000 });
  } catch {
    found.push("skeleton still shown after 10 s");
  }
  const shown = await text();
  const dead = DEAD_END_TEXT.exec(shown);
  if (dead) found.push(`says "${dead[0]}"`);
  found.push(...errors.take());
  return found;
}

/** Opens a page (its main landmark) or a ?modal= link (its dialog) and lists its dead ends, each after the path. */
async function visit(page: Page, path: string, kind: "page" | "modal", errors: ErrorWatch): Promise<Finding[]> {
  // The checks wait for the content; the load event would also wait for every game's thumbnail.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const view = kind === "page" ? page.getByRole("main") : page.getByRole("dialog").filter({ visible: true });
  return (await deadEnds(page, view, errors)).map((problem) => `${path}: ${problem}`);
}

async function crawl(page: Page, testInfo: TestInfo, role: (typeof ROLES)[number]): Promise<void> {
  const baseURL = String(testInfo.project.use.baseURL);
  // Wide enough for the navigation in full: the basic bar in the header, or the panel beside the page.
  await page.setViewportSize({ width: 1600, height: 900 });
  await login(page, baseURL, role.email);
  const errors = watchErrors(page);
  const isPlayer = role.email !== undefined;
  const found = plan(await collectLinks(page, isPlayer), new URL(baseURL).origin, isPlayer);
  errors.take();

  const failures: string[] = [];
  for (const path of found.pages) failures.push(...(await visit(page, path, "page", errors)));
  for (const path of found.modals) failures.push(...(await visit(page, path, "modal", errors)));

  const summary =
    `crawl ${brandOf(testInfo).brand} ${role.name}: ${found.pages.length} pages, ${found.modals.length} modals visited; ` +
    `${found.links} links found (${found.external} external, ${found.skipped.length} /play/ skipped, ${found.sampledOut} more of a sampled route); ` +
    `${failures.length} dead ends`;
  console.log(summary);
  testInfo.annotations.push({ type: "crawl", description: summary });
  await testInfo.attach("crawl", { body: [summary, "", ...found.pages, ...found.modals, "", ...failures].join("\n"), contentType: "text/plain" });
  expect(failures, `dead ends of ${role.name}`).toEqual([]);
}

test.describe("no dead end", () => {
  // About 40 visits per role, each waiting for its content; a 2-core CI machine takes up to a few seconds per visit.
  test.describe.configure({ timeout: 240_000 });
  for (const role of ROLES) {
    test(`as ${role.name}, every link of the header, navigation, account menu, footer, onboarding and home and every spec modal leads somewhere`, async ({ page }, testInfo) => {
      await crawl(page, testInfo, role);
    });
  }
});

test("the crawl's checks catch the 404 page, a skeleton left after 10 s and an uncaught error", { tag: "@one-brand" }, async ({ page }) => {
  // Guards the crawl itself: should the 404 copy change or a check stop seeing, the crawl would pass on anything.
  await page.setViewportSize({ width: 1600, height: 900 });
  const errors = watchErrors(page);
  expect(await visit(page, "/no/such/page", "page", errors)).toEqual(['/no/such/page: says "Page not found"']);
  await page.route("**/api/admin/get-all-bonus**", () => new Promise(() => undefined));
  expect(await visit(page, "/promotions", "page", errors)).toEqual(["/promotions: skeleton still shown after 10 s"]);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.addInitScript(() => {
    if (location.pathname !== "/contacts") return;
    setTimeout(() => {
      throw new Error("crawl probe");
    }, 0);
  });
  expect(await visit(page, "/contacts", "page", errors)).toContainEqual(expect.stringMatching(/^\/contacts: uncaught .*crawl probe/));
});
