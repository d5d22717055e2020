import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The site's pages as a visitor finds them: the links of the header, the navigation, the home page, the footer, the
 * account menu and the onboarding tour (issue 29's crawl, and issue 31's check of every page in a language). Link
 * names are read in English, so collect before switching the language.
 */

/**
 * Spec §2, query-driven modals: written out from the spec rather than imported from the shell's registry (which has
 * the same list), so a name the registry loses is still opened here.
 */
const SPEC_MODALS = [
  "login",
  "verify-email-expired",
  "deposit-failed",
  "deposit-return",
  "deposit-decline",
  "deposit-cancel",
  "deposit-pending",
  "deposit-success",
  "deposit-3ds-success",
  "calendar",
  "rakeback",
];

/**
 * Links the crawl does not follow: /play/ starts a game in real money (casino-play covers it). Other origins,
 * mailto: and tel: are never same-origin paths, so they are counted as external. Log out is a button, not a link.
 */
const SKIPPED = /^\/play\//;

/** Pages of one route shape (a game's details) are sampled: the first few prove the route, the rest add minutes. */
const PER_PARENT = 3;
const SAMPLED_PARENTS = /^\/(casino\/games|tournaments|promotions?|offers)\/[^/]+/;

/** The absolute URLs of the `a[href]` under `scope`, hidden ones too (a closed navigation group's). */
async function hrefsIn(scope: Locator): Promise<string[]> {
  return scope.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
}

export async function collectLinks(page: Page, isPlayer: boolean): Promise<string[]> {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeAttached();
  // Home sections fill in after their reads (lazy chunks, then data): their links are there once the network is
  // quiet and the skeletons are gone.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[data-skeleton]").filter({ visible: true })).toHaveCount(0, { timeout: 10_000 });
  const hrefs = [
    ...(await hrefsIn(page.getByRole("banner"))),
    ...(await hrefsIn(page.getByRole("complementary", { name: "Navigation panel" }))),
    ...(await hrefsIn(main)),
    ...(await hrefsIn(page.getByRole("contentinfo"))),
  ];
  if (isPlayer) {
    // The account menu draws the features' entries only while open.
    const account = page.getByRole("banner").getByRole("button", { name: "Account" });
    await account.click();
    const menu = page.locator(`[id="${await account.getAttribute("aria-controls")}"]`);
    await expect(menu.getByRole("link").first()).toBeVisible();
    await expect(menu.locator("[data-skeleton]")).toHaveCount(0, { timeout: 10_000 });
    // A feature's entry is a lazy chunk with no fallback: its item stays empty until it loads (or for good, when the
    // entry has nothing to show this player, so this wait may end without it).
    await menu
      .locator("li:empty")
      .first()
      .waitFor({ state: "detached", timeout: 5_000 })
      .catch(() => undefined);
    hrefs.push(...(await hrefsIn(menu)));
    await page.keyboard.press("Escape");
    // The onboarding tour: one link per step.
    await page.goto("/?modal=onboarding");
    const tour = page.getByRole("dialog", { name: "Welcome tour" });
    await expect(tour).toBeVisible();
    for (let step = 1; step <= 10; step += 1) {
      // Each step's own link: the click's render may lag behind it.
      await expect(tour.getByText(new RegExp(`^Step ${step} of`))).toBeVisible();
      hrefs.push(...(await hrefsIn(tour)));
      const next = tour.getByRole("button", { name: "Next" });
      if ((await next.count()) === 0) break;
      await next.click();
    }
  }
  return hrefs;
}

export type Plan = { pages: string[]; modals: string[]; links: number; external: number; skipped: string[]; sampledOut: number };

export function plan(hrefs: string[], origin: string, isPlayer: boolean): Plan {
  const unique = [...new Set(hrefs)];
  const pages: string[] = [];
  const modals = new Set<string>([...SPEC_MODALS, ...(isPlayer ? ["onboarding"] : [])].map((name) => `/?modal=${name}`));
  const skipped: string[] = [];
  const perParent = new Map<string, number>();
  let external = 0;
  let sampledOut = 0;
  for (const href of unique) {
    const url = new URL(href, origin);
    if (url.origin !== origin) {
      external += 1;
      continue;
    }
    const target = url.pathname + url.search;
    if (SKIPPED.test(url.pathname)) skipped.push(target);
    else if (url.searchParams.has("modal")) modals.add(target);
    else {
      const parent = SAMPLED_PARENTS.exec(url.pathname) ? url.pathname.replace(/\/[^/]+$/, "") : undefined;
      const seen = parent ? (perParent.get(parent) ?? 0) : 0;
      if (parent) perParent.set(parent, seen + 1);
      if (seen >= PER_PARENT) sampledOut += 1;
      else if (!pages.includes(target)) pages.push(target);
    }
  }
  return { pages, modals: [...modals], links: unique.length, external, skipped, sampledOut };
}

/** Logs a demo player in by setting the session cookie (and accepts cookies); returns the token, none for a guest. */
export async function login(page: Page, baseURL: string, email: string | undefined): Promise<string | undefined> {
  const cookies = [{ name: "cookie-consent", value: "all", url: baseURL, sameSite: "Lax" as const }];
  if (email) {
    const res = await page.request.post("/api/user/login", { data: { email, password: "Demo1234!" } });
    expect(res.ok(), await res.text()).toBe(true);
    const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    cookies.push({ name: "token", value: token, url: baseURL, sameSite: "Lax" });
  }
  await page.context().addCookies(cookies);
  return cookies.find((cookie) => cookie.name === "token")?.value;
}

