// Brand-sensitive: runs in every brand, because each brand's theme, navigation and page paths are what axe checks.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { brandOf, pathOf } from "./brand.ts";
import { createPlayer, data, depositByBankTransfer, openAs, verifyEmail, type NewPlayer } from "./players.ts";

// Zero serious or critical WCAG 2.1 A/AA violations on every route and every modal, in every brand, light and dark.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

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

/** Runs axe on what the page shows now and returns its serious and critical violations. */
async function blockingViolations(page: Page, where: string, exclude: string[] = []): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself; the default mode opens a blank page per run to merge the results of
  // cross-origin frames, and the only such frame (the game) is excluded. A third faster on the lobby routes.
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
  for (const selector of exclude) builder = builder.exclude(selector);
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

/** Lets the page settle: its reads answered, fonts in, enter transitions over (a half-faded text fails contrast). */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
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

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    test.use({ colorScheme, reducedMotion: "reduce" });
    test.describe.configure({ timeout: 240_000 });

    // One player per worker and scheme, signed in through the cookie; every route and modal shares it.
    let player: NewPlayer;
    test.beforeEach(({}, testInfo) => {
      // packages/domain resolveColorScheme: a dark-first brand (noir) is dark whatever the system prefers.
      test.skip(colorScheme === "light" && brandOf(testInfo).settings.defaultThemeMode === "dark", "the brand is always dark");
    });
    test.beforeAll(async ({ request }) => {
      player = await createPlayer(request, "a11y");
      await verifyEmail(request, player.email);
      await depositByBankTransfer(request, player, 50);
    });

    /** Opens a path; skips the test when the brand does not follow the emulated scheme (noir is always dark). */
    async function open(page: Page, baseURL: string, path: string, as: "player" | "guest") {
      if (as === "player") await openAs(page, baseURL, player, path);
      else {
        await page.context().addCookies([{ name: "cookie-consent", value: "all", url: baseURL, sameSite: "Lax" }]);
        await page.goto(path);
      }
      await settle(page);
      const shown = await page.locator("html").getAttribute("data-color-scheme");
      test.skip(shown !== colorScheme, `this brand shows ${shown} whatever the system prefers`);
    }

    for (const [group, routes] of Object.entries(ROUTES)) {
      test(`the ${group} routes have no serious or critical violations`, async ({ page, request, baseURL }, testInfo) => {
        const params = await firstGameAndProvider(request);
        const paths = [...new Set(routes.map((route) => brandPath(testInfo, route, params)))];
        const found: Violation[] = [];
        for (const [index, path] of paths.entries()) {
          if (index === 0) await open(page, baseURL!, path, "player");
          else {
            await page.goto(path);
            await settle(page);
          }
          // The game is the provider's document in a sandboxed frame, not ours (the sandbox stands in for a provider).
          found.push(...(await blockingViolations(page, path, ["iframe"])));
        }
        console.log(`${testInfo.project.name} ${colorScheme} ${group}: ${paths.length} routes, ${found.length} serious or critical violations`);
        expect(found, report(found)).toEqual([]);
      });
    }

    test("every modal has no serious or critical violations", async ({ page, baseURL }, testInfo) => {
      const found: Violation[] = [];
      const check = async (name: string) => {
        await page.goto(`/?modal=${name}`);
        await expect(page.getByRole("dialog")).toBeVisible();
        await settle(page);
        found.push(...(await blockingViolations(page, `?modal=${name}`)));
      };
      await open(page, baseURL!, "/", "guest");
      for (const name of GUEST_MODALS) await check(name);
      await open(page, baseURL!, "/", "player");
      for (const name of PLAYER_MODALS) await check(name);
      console.log(`${testInfo.project.name} ${colorScheme}: ${GUEST_MODALS.length + PLAYER_MODALS.length} modals, ${found.length} serious or critical violations`);
      expect(found, report(found)).toEqual([]);
    });
  });
}
