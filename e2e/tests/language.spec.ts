// Brand-sensitive: runs in every brand, because right to left and the first download's texts are checked on the brand's layout and lobby path; the legal title journey is tagged @one-brand.
import { expect, test } from "@playwright/test";
import { pathOf } from "./brand.ts";

test("switching to Arabic flips the page to right-to-left on the same path, survives a reload, then back to English", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/tournaments");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "ltr");
  const language = page.getByRole("banner").getByRole("combobox");
  await expect(language).toHaveAccessibleName("Language");
  await expect(language.getByRole("option")).toHaveCount(38);

  await language.selectOption("ar");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "تسجيل الدخول" })).toBeVisible();
  // Logical properties: the logo moves to the right-hand side.
  const logo = await page.getByRole("banner").getByRole("img").first().boundingBox();
  expect(logo!.x).toBeGreaterThan(640);
  expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe('"ar"');
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  expect(cookies["language-code"]).toBe("ar");
  expect(cookies["active-languages"]).toBe('["ar"]');

  await page.reload();
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(language).toHaveValue("ar");

  await language.selectOption("en");
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(html).toHaveAttribute("lang", "en");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await page.reload();
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(language).toHaveValue("en");
});

test("the content texts follow the language: a legal page's title changes without leaving the page, and its English body is announced", { tag: "@one-brand" }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
  await page.getByRole("banner").getByRole("combobox").selectOption("de");
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
  await expect(page.getByRole("article").getByRole("note")).toHaveText("Dieses Dokument liegt nur auf Englisch vor. Die englische Fassung ist verbindlich.");
  await expect(page.getByRole("contentinfo")).toContainText("18+ Spiele verantwortungsvoll.");
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.getByRole("banner").getByRole("combobox").selectOption("ja");
  await expect(page.getByRole("heading", { level: 1, name: "プライバシーポリシー" })).toBeVisible();
  await expect(page.getByRole("article").getByRole("note")).toHaveText("この文書は英語版のみです。英語版が正式な内容となります。");
  await page.getByRole("banner").getByRole("combobox").selectOption("en");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
});

test("a visit in German gets the lobby's texts with the first download and a dialog's once it opens, never a bare id", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("selectedLanguage", '"de"');
    // When the first game tile is in the DOM: the end of the lobby's first download.
    const seen = new MutationObserver(() => {
      if (!document.querySelector("[data-game-tile]")) return;
      (window as unknown as { firstTileMs: number }).firstTileMs = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  await expect(page.getByRole("banner").getByRole("link", { name: "Anmelden" })).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { firstTileMs?: number }).firstTileMs !== undefined);
  const firstScripts = await page.evaluate(() => {
    const scripts = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js"));
    // The first download ends with the first tile or, should the page settle before (a moment with no read in
    // flight, which a busy machine can bring first), when the shell's duties start: they load after the page
    // settles by design and bring the rest of the catalog with them.
    const duties = scripts.find((entry) => /\/ShellDuties-[\w-]+\.js$/.test(entry.name))?.startTime ?? Infinity;
    const end = Math.min((window as unknown as { firstTileMs: number }).firstTileMs, duties);
    return scripts.filter((entry) => entry.startTime < end).map((entry) => entry.name);
  });
  const bodies = await Promise.all(firstScripts.map(async (url) => (await page.request.get(url)).text()));
  // The catalog's boot part came with the first download (the header's "Log in"), the login form's texts did not.
  expect(bodies.some((body) => body.includes('["Anmelden"]'))).toBe(true);
  expect(bodies.some((body) => body.includes('["Passwort"]'))).toBe(false);

  await page.getByRole("banner").getByRole("link", { name: "Anmelden" }).click();
  const form = page.getByRole("dialog", { name: "Anmelden" }).getByRole("form", { name: "Anmelden" });
  await expect(form.getByLabel("E-Mail")).toBeVisible();
  await expect(form.getByLabel("Passwort")).toBeVisible();
  await expect(form.getByRole("button", { name: "Anmelden" })).toBeVisible();
});
