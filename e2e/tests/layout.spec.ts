// Brand-sensitive: runs in every brand, because the header, menu and navigation (basic or panel, brand menus) differ per brand.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { brandOf, pathOf } from "./brand.ts";

type MenuEntry = { label: string | Record<string, string>; visibility?: string; page?: string; href?: string };
type LayoutSettings = {
  brandName: string;
  navigationSystem?: "basic" | "panel";
  pageUrlSetup?: { key: string; href: string }[];
  menu?: MenuEntry[];
};
const settingsOf = (testInfo: Parameters<typeof brandOf>[0]) => brandOf(testInfo).settings as LayoutSettings;

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };
const WIDE = { width: 1600, height: 900 };

async function playerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/user/login", { data: { email: "depositor@demo.casino", password: "Demo1234!" } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("at 375 px the header is compact and the menu drawer opens, closes with Escape and gives focus back", async ({ page }, testInfo) => {
  const { brandName } = settingsOf(testInfo);
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("img", { name: `${brandName} logo` })).toBeVisible();
  await expect(banner.getByText(brandName, { exact: true })).toBeHidden();
  await expect(banner.getByRole("combobox")).toBeHidden();
  await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();

  const menuButton = banner.getByRole("button", { name: "Menu", exact: true });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.getByRole("navigation").getByRole("link").first()).toBeVisible();
  await expect(drawer.getByRole("combobox", { name: "Language" })).toBeVisible();
  // The page behind does not scroll while the drawer is open.
  const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
  expect(await rootOverflow()).toBe("hidden");
  // Focus stays inside the modal drawer.
  await page.keyboard.press("Tab");
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // Every brand's menu has the Info group: closed at first; Escape closes the group before the drawer.
  const info = drawer.getByRole("button", { name: "Info" });
  await expect(drawer.getByRole("link", { name: "Contacts" })).toBeHidden();
  await info.click();
  await expect(drawer.getByRole("link", { name: "Contacts" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer.getByRole("link", { name: "Contacts" })).toBeHidden();
  await expect(info).toBeFocused();
  await expect(drawer).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  expect(await rootOverflow()).not.toBe("hidden");

  await menuButton.click();
  await drawer.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("at 1280 px the header shows the brand, the language switcher and the guest actions; the menu is behind the menu button", async ({ page }, testInfo) => {
  const { brandName } = settingsOf(testInfo);
  await page.setViewportSize(LAPTOP);
  await page.goto("/tournaments");
  const banner = page.getByRole("banner");
  await expect(banner.getByText(brandName, { exact: true })).toBeVisible();
  await expect(banner.getByRole("combobox", { name: "Language" })).toBeVisible();
  const login = banner.getByRole("link", { name: "Log in" });
  await expect(login).toHaveAttribute("href", "/tournaments?modal=login");
  await expect(banner.getByRole("link", { name: "Sign up" })).toBeVisible();
  // Menu mode (≤ 1450 px): the navigation collapses into the menu button, for both navigation systems.
  await expect(banner.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("complementary", { name: "Navigation panel" })).toBeHidden();
  await banner.getByRole("button", { name: "Menu", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  const first = drawer.getByRole("navigation", { name: "Main" }).getByRole("link").first();
  const href = (await first.getAttribute("href")) ?? "";
  await first.click();
  await expect(drawer).toBeHidden();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
  await page.goto("/tournaments");
  await login.click();
  await expect(page).toHaveURL(/\/tournaments\?modal=login$/);
});

test("wider than 1450 px the navigation shows in full: a top bar (basic) or a collapsible side panel (panel)", async ({ page }, testInfo) => {
  const { navigationSystem = "basic" } = settingsOf(testInfo);
  await page.setViewportSize(WIDE);
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
  if (navigationSystem === "basic") {
    const nav = banner.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Navigation panel" })).toHaveCount(0);
    const info = nav.getByRole("button", { name: "Info" });
    await info.click();
    await expect(nav.getByRole("link", { name: "Contacts" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Contacts" })).toBeHidden();
    await expect(info).toBeFocused();
  } else {
    const panel = page.getByRole("complementary", { name: "Navigation panel" });
    await expect(panel.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(banner.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await panel.getByRole("button", { name: "Collapse navigation" }).click();
    await expect(panel.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.reload();
    await panel.getByRole("button", { name: "Expand navigation" }).click();
    await expect(panel.getByRole("navigation", { name: "Main" })).toBeVisible();
  }
});

test("nothing overflows horizontally at 320 px, with the drawer open too", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/", "/tournaments", "/privacy-policy", "/no/such/page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
  await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test("a player sees the balance and the account menu instead of Log in, also at 320 px", async ({ page, request }) => {
  const token = await playerToken(request);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/?at=${encodeURIComponent(token)}`);
  const banner = page.getByRole("banner");
  await expect(banner.getByTestId("header-balance")).toBeVisible();
  await expect(banner.getByRole("link", { name: "Log in" })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  const account = banner.getByRole("button", { name: "Account" });
  await account.click();
  await expect(banner.getByRole("link", { name: "Deposit" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(account).toBeFocused();
  await account.click();
  // By keyboard: the shell duties' dock (cookie notice, chat) may cover the lower part of a 320 px screen.
  await banner.getByRole("button", { name: "Log out" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
});

/** The first top-level entry of the brand's menu shown only to `visibility` ("guest" or "user"), with its English label and link. */
function onlyFor(testInfo: Parameters<typeof brandOf>[0], visibility: "guest" | "user") {
  for (const entry of settingsOf(testInfo).menu ?? []) {
    const name = typeof entry.label === "object" ? entry.label["en"] : undefined;
    if (entry.visibility === visibility && name) return { name, href: entry.href ?? pathOf(testInfo, entry.page!, `/${entry.page}`) };
  }
  return undefined;
}

test("a brand's guest-only menu entry shows to guests and its user-only entry to players", async ({ page, request }, testInfo) => {
  const guestOnly = onlyFor(testInfo, "guest");
  const userOnly = onlyFor(testInfo, "user");
  test.skip(!guestOnly || !userOnly, "the brand's menu (the default one) has no guest-only and user-only entries");
  await page.setViewportSize(WIDE);
  await page.goto("/");
  const nav =
    settingsOf(testInfo).navigationSystem === "panel"
      ? page.getByRole("complementary", { name: "Navigation panel" })
      : page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: guestOnly!.name })).toHaveAttribute("href", guestOnly!.href);
  await expect(nav.getByRole("link", { name: userOnly!.name })).toHaveCount(0);

  await page.goto(`/?at=${encodeURIComponent(await playerToken(request))}`);
  await expect(nav.getByRole("link", { name: userOnly!.name })).toHaveAttribute("href", userOnly!.href);
  await expect(nav.getByRole("link", { name: guestOnly!.name })).toHaveCount(0);
});

test("the noir brand serves its casino page at /games and its panel navigation links there", async ({ page }, testInfo) => {
  const { navigationSystem, pageUrlSetup = [] } = settingsOf(testInfo);
  test.skip(navigationSystem !== "panel", "noir: panel navigation with casino at /games");
  expect(pageUrlSetup.find((entry) => entry.key === "casino")?.href).toBe("/games");

  await page.goto("/games");
  await expect(page.getByRole("heading", { level: 1, name: "Casino" })).toBeVisible();

  await page.setViewportSize(WIDE);
  await page.goto("/");
  const casino = page.getByRole("complementary", { name: "Navigation panel" }).getByRole("link", { name: "Casino", exact: true });
  await expect(casino).toHaveAttribute("href", "/games");
  await casino.click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(casino).toHaveAttribute("aria-current", "page");
});
