// Brand-sensitive: runs in every brand, because each brand's theme, navigation and page paths are what axe checks.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page, type Request, type TestInfo } from "@playwright/test";
import { brandOf, pathOf } from "./brand.ts";
import { createPlayer, data, depositByBankTransfer, openAs, verifyEmail, type NewPlayer } from "./players.ts";

// Zero serious or critical WCAG 2.1 A/AA violations on every route and every modal, in every brand, light and dark.
// One page per group: it lands once, then moves between routes the way the app does (the router's history), and on
// each route checks every rule in one scheme and the colour rules in the other, switching the scheme in place (the
// app follows prefers-color-scheme live). Only the colours change with the scheme, so that is every rule in both.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);
/** The rules whose outcome depends on the colours, the only thing a scheme changes. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** A page key and its default path. */
type Route = readonly [key: string, path: string];

/** Spec §2's routes by page key (packages/shell/src/pages/default-pages.ts and the features' own pages). */
const ROUTES: Record<string, readonly Route[]> = {
  casino: [
    ["home", "/"],
    ["casino", "/casino"],
    ["liveCasino", "/casino/live-casino"],
    ["slots", "/casino/slots"],
    ["popular", "/casino/popular"],
    ["category", "/casino/categories/slots"],
    ["game", "/casino/games/$game"],
    ["play", "/play/$game"],
    ["providers", "/providers"],
    ["provider", "/providers/$provider"],
    ["notFound", "/no-such-page"],
  ],
  rewards: [
    ["promotions", "/promotions"],
    ["promotion", "/promotion"],
    ["vipClub", "/vip-club"],
    ["cashback", "/cashback"],
    ["freemoney", "/freemoney"],
    ["bonuses", "/bonuses"],
    ["tournaments", "/tournaments"],
    ["tournament", "/tournaments/spring-slot-race"],
    ["vip", "/vip"],
  ],
  cashier: [
    ["deposit", "/deposit"],
    ["withdraw", "/withdraw"],
    ["wallet", "/Wallet"],
    ["responsibility", "/responsibility"],
    ["contacts", "/contacts"],
  ],
  profile: [
    ["profile", "/profile"],
    ["transactions", "/profile/transactions"],
    ["favorites", "/profile/favorites"],
    ["editProfile", "/profile/edit-profile"],
    ["verify", "/profile/verify"],
    ["account", "/account"],
    ["accountVerification", "/account/verification"],
    ["statistics", "/profile/statistics"],
    ["referAFriend", "/profile/refer-a-friend"],
    ["sharedStatistics", "/statistics/not-a-real-token"],
  ],
  profile2: [
    ["myProfile", "/profile2/my-profile"],
    ["balance", "/profile2/balance"],
    ["profile2Verification", "/profile2/verification"],
    ["myBonuses", "/profile2/my-bonuses"],
    ["profile2VipClub", "/profile2/vip-club"],
    ["myHistory", "/profile2/my-history"],
    ["freezeAccount", "/profile2/freeze-account"],
    ["limits", "/profile2/limits"],
  ],
  legal: [
    ["privacyPolicy", "/privacy-policy"],
    ["termsAndConditions", "/terms-and-conditions"],
    ["amlPolicy", "/aml-policy"],
    ["responsibleGambling", "/responsible-gambling"],
    ["kycRefundPolicy", "/kyc-refund-policy"],
    ["bonusTerms", "/bonus-terms"],
    ["legalUseOfWebsite", "/legal-use-of-website"],
  ],
};

/** Spec §2's `?modal=` names and the features' own; a guest opens the first group, a player the second. */
const GUEST_MODALS = ["login", "verify-email-expired", "link-account"];
const PLAYER_MODALS = [
  "deposit",
  "deposit-success",
  "deposit-failed",
  "deposit-decline",
  "deposit-cancel",
  "deposit-return",
  "deposit-pending",
  "deposit-3ds-success",
  "calendar",
  "rakeback",
  "onboarding",
];

type Violation = { where: string; id: string; impact: string; help: string; nodes: string[] };
type Scheme = "light" | "dark";

/** Runs axe (every rule of TAGS, or only `rules`) on what the page shows now; returns the serious and critical. */
async function blockingViolations(page: Page, where: string, rules?: string[]): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself; the default mode opens a blank page per run to merge the results of
  // cross-origin frames, and the only such frame (the game) is excluded: it is the provider's document, not ours.
  // Only violations are read: axe then skips building the results of the passes and the inapplicable rules.
  let builder = new AxeBuilder({ page }).setLegacyMode().exclude("iframe").options({ resultTypes: ["violations"] });
  builder = rules ? builder.withRules(rules) : builder.withTags(TAGS);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => ({
      where,
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      // Where (the element's opening tag) and why (axe's first failed check, e.g. the two colours and their ratio).
      nodes: v.nodes.slice(0, 5).map((n) => `${n.html.slice(0, 160)}\n      ${[...n.any, ...n.all, ...n.none][0]?.message ?? n.failureSummary ?? ""}`),
    }));
}

function report(violations: Violation[]): string {
  return violations
    .map((v) => `${v.where}: [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    at ${n}`).join("\n")}`)
    .join("\n");
}

/**
 * Waits until the page has settled: no request of its own in flight for QUIET ms (the socket's websocket is not one),
 * nothing marked busy (the skeletons), fonts in, enter transitions over (a half-faded text fails contrast).
 */
const QUIET = 250;
function settler(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const counted = (request: Request) => request.resourceType() !== "websocket";
  page.on("request", (request) => {
    if (!counted(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (!counted(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return async function settle() {
    await expect.poll(() => inFlight === 0 && Date.now() - lastChange >= QUIET, { intervals: [50], timeout: 20_000 }).toBe(true);
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  };
}

/** Moves to `path` inside the app, as its own links do (TanStack's history listens to pushState). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, "", to), path);
  await page.waitForFunction((to) => `${location.pathname}${location.search}` === to, path);
}

async function firstGameAndProvider(request: APIRequestContext): Promise<{ game: string; provider: string }> {
  const games = await data<{ rows: Array<{ slug: string }> }>(await request.get("/api/admin/get-games?limit=1"));
  const providers = await data<{ rows: Array<{ slug: string }> }>(await request.get("/api/admin/get-providers"));
  if (!games.rows[0] || !providers.rows[0]) throw new Error("the sandbox has no game or no provider");
  return { game: games.rows[0].slug, provider: providers.rows[0].slug };
}

/** A route's path in this brand: pageUrlSetup moves a key, the panel navigation serves edit-profile at /account. */
function brandPath(testInfo: TestInfo, route: Route, params: { game: string; provider: string }): string {
  const panel = brandOf(testInfo).settings["navigationSystem"] === "panel";
  const [key, fallback] = route;
  const path = key === "editProfile" && panel ? "/account" : pathOf(testInfo, key, fallback);
  return path.replace("$game", params.game).replace("$provider", params.provider);
}

test.describe.configure({ timeout: 240_000 });
test.use({ colorScheme: "light", reducedMotion: "reduce" });

// One player per worker, signed in through the cookie; every route and modal shares it.
let player: NewPlayer;
test.beforeAll(async ({ request }) => {
  player = await createPlayer(request, "a11y");
  await verifyEmail(request, player.email);
  await depositByBankTransfer(request, player, 50);
});

/**
 * The schemes a brand shows: both, or only dark for a dark-first brand (packages/domain resolveColorScheme: noir is
 * dark whatever the system prefers, which the first check confirms).
 */
function schemesOf(testInfo: TestInfo): Scheme[] {
  return brandOf(testInfo).settings.defaultThemeMode === "dark" ? ["dark"] : ["light", "dark"];
}

/**
 * Checks what the page shows now: every rule in the scheme it is in, then, for a brand with both, the colour rules in
 * the other, which it leaves the page in (so the next route starts from the other scheme and both get every rule).
 */
async function checkHere(page: Page, settle: () => Promise<void>, schemes: Scheme[], where: string, tally: Map<string, number>) {
  const found: Violation[] = [];
  const shown = (await page.locator("html").getAttribute("data-color-scheme")) as Scheme;
  expect(schemes, `${where} shows the ${shown} scheme`).toContain(shown);
  found.push(...(await blockingViolations(page, `${where} (${shown})`)));
  const other = schemes.find((scheme) => scheme !== shown);
  if (other) {
    await page.emulateMedia({ colorScheme: other });
    await expect(page.locator("html")).toHaveAttribute("data-color-scheme", other);
    await settle();
    found.push(...(await blockingViolations(page, `${where} (${other})`, COLOUR_RULES)));
  }
  tally.set(where, found.length);
  return found;
}

for (const [group, routes] of Object.entries(ROUTES)) {
  test(`the ${group} routes have no serious or critical violations`, async ({ page, request, baseURL }, testInfo) => {
    const params = await firstGameAndProvider(request);
    const paths = [...new Set(routes.map((route) => brandPath(testInfo, route, params)))];
    const settle = settler(page);
    const schemes = schemesOf(testInfo);
    const found: Violation[] = [];
    const tally = new Map<string, number>();
    await openAs(page, baseURL!, player, paths[0]!);
    for (const [index, path] of paths.entries()) {
      if (index > 0) await navigate(page, path);
      await settle();
      found.push(...(await checkHere(page, settle, schemes, path, tally)));
    }
    console.log(`${testInfo.project.name} ${schemes.join("+")} ${group}: ${[...tally].map(([where, n]) => `${where} ${n}`).join(", ")}`);
    expect(found, report(found)).toEqual([]);
  });
}

test("every modal has no serious or critical violations", async ({ page, baseURL }, testInfo) => {
  const settle = settler(page);
  const schemes = schemesOf(testInfo);
  const found: Violation[] = [];
  const tally = new Map<string, number>();
  const check = async (name: string) => {
    await navigate(page, `/?modal=${name}`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await settle();
    found.push(...(await checkHere(page, settle, schemes, `?modal=${name}`, tally)));
  };
  await page.context().addCookies([{ name: "cookie-consent", value: "all", url: baseURL!, sameSite: "Lax" }]);
  await page.goto("/");
  await settle();
  for (const name of GUEST_MODALS) await check(name);
  await openAs(page, baseURL!, player, "/");
  await settle();
  for (const name of PLAYER_MODALS) await check(name);
  console.log(`${testInfo.project.name} ${schemes.join("+")} modals: ${[...tally].map(([where, n]) => `${where} ${n}`).join(", ")}`);
  expect(found, report(found)).toEqual([]);
});
