// Brand-sensitive: runs in every brand, because the VIP club sits at each brand's own paths (pageUrlSetup) in its own header and navigation, and groups its levels by the brand's loyaltyLevelGroupSteps; the player's journey reads no brand setting and is tagged @one-brand.
import { expect, test } from "@playwright/test";
import { brandOf, pathOf } from "./brand.ts";
import { acceptCookies, loginAs } from "./duties-helpers.ts";
import { bearer, data } from "./players.ts";

type VipLevels = { levels: Array<{ level: number; name: string; perks: string[] }> };
type VipProgress = { level: number; levelName: string; nextLevelName: string | null; pointsToNext: number; percent: number };

test("a guest sees the VIP levels with their benefits and a sign-up, at the brand's paths", async ({ page, request, baseURL }, testInfo) => {
  const { levels } = await data<VipLevels>(await request.get("/api/admin/vip-levels"));
  expect(levels.length).toBeGreaterThan(0);
  await acceptCookies(page.context(), baseURL ?? "");
  await page.goto(pathOf(testInfo, "vipClub", "/vip-club"));
  await expect(page.getByRole("heading", { level: 1, name: "VIP club" })).toBeVisible();
  await expect(page.getByText("Coming soon")).toHaveCount(0);
  // loyaltyLevelGroupSteps: the levels where a tier starts (noir's four tiers; one list without tiers for [1]).
  const steps = (brandOf(testInfo).settings.loyaltyLevelGroupSteps as number[] | undefined) ?? [1];
  const tierOf = (level: number) => Math.max(1, new Set(steps.filter((step) => step <= level)).size);
  const tiered = new Set(levels.map((level) => tierOf(level.level))).size > 1;
  for (const level of levels) {
    const list = page.getByRole("list", { name: tiered ? `Tier ${tierOf(level.level)}` : "VIP levels", exact: true });
    const card = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: level.name, exact: true }) });
    await expect(card).toBeVisible();
    for (const perk of level.perks) await expect(card.getByRole("listitem").filter({ hasText: perk })).toHaveCount(1);
  }
  await expect(page.locator("[aria-current='true']")).toHaveCount(0);

  await page.getByRole("region", { name: "Join the VIP club" }).getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/modal=login/);
  await expect(page).toHaveURL(/tab=sign-up/);

  // The design's navigation entry /vip is the same club.
  await page.goto(pathOf(testInfo, "vip", "/vip"));
  await expect(page.getByRole("heading", { level: 1, name: "VIP club" })).toBeVisible();
  await expect(page.getByRole("heading", { name: levels[0]!.name, exact: true })).toBeVisible();
});

test("a logged-in player sees their level, the progress to the next and the level in the account menu", { tag: "@one-brand" }, async ({ page, request, context, baseURL }) => {
  const token = await loginAs(request, context, baseURL ?? "", "vip@demo.casino");
  await acceptCookies(context, baseURL ?? "");
  const progress = await data<VipProgress>(await request.get("/api/user/vip-progress", { headers: bearer({ token }) }));
  if (progress.nextLevelName === null) throw new Error("the demo VIP player is at the top level: no progress to show");

  await page.goto("/vip-club");
  const card = page.getByRole("region", { name: `Your VIP level: ${progress.levelName}` });
  const bar = card.getByRole("progressbar", { name: `Progress to ${progress.nextLevelName}` });
  await expect(bar).toHaveAttribute("aria-valuenow", String(progress.percent));
  await expect(bar).toHaveAttribute("aria-valuetext", new RegExp(`^${progress.percent}%, [\\d,]+ points to go$`));
  await expect(card.getByText(`${progress.pointsToNext.toLocaleString("en")} more points to reach ${progress.nextLevelName}.`)).toBeVisible();
  const current = page.locator("[aria-current='true']");
  await expect(current).toHaveCount(1);
  await expect(current.getByRole("heading", { name: progress.levelName, exact: true })).toBeVisible();
  await expect(current).toContainText("Your level");

  await page.getByRole("button", { name: "Account" }).click();
  const level = page.getByRole("banner").getByRole("link", { name: `VIP level: ${progress.levelName}` });
  await expect(level).toBeVisible();

  // The v2 profile's tab is the same club.
  await page.goto("/profile2/vip-club");
  await expect(page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "VIP club" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: `Your VIP level: ${progress.levelName}` })).toBeVisible();
});
