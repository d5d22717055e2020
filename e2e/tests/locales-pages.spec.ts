// Brand-neutral: runs in curacao only, because right-to-left and long texts are the catalogs' and the layout's, the same in every brand; a brand changes colours and settings, not how a page flows.
import { expect, test, type Page } from "@playwright/test";
import { englishTexts, notPending, overflowing, serverTextsOf, serverTextsShown, shownTexts, textOutsideLegalBodies } from "./locale-checks.ts";
import { bearer, createPlayer, data, depositByBankTransfer, openAs } from "./players.ts";
import { collectLinks, plan } from "./site-pages.ts";

/**
 * Issue 31 point 4: every page a player reaches, at 320 px, in the right-to-left languages (ar, he, fa) and in the
 * languages with the longest words (de, fi). Each page must show no English message (nor the sandbox's English
 * promotion, tournament, bonus, VIP or payment method texts), nothing may be cut or leave the
 * screen; right-to-left pages must also run right to left, mirror no icon but the arrows marked to, and show amounts
 * as Intl writes them for the language (with its direction marks, so "1,234.50 €" stays readable inside Arabic text).
 */
const RTL = ["ar", "he", "fa"];
const LONG = ["de", "fi"];

/** Every visible element drawn mirrored (a negative horizontal scale), with whether it is an icon marked to mirror. */
function mirrored(page: Page): Promise<Array<{ what: string; marked: boolean }>> {
  return page.evaluate(() => {
    const found: Array<{ what: string; marked: boolean }> = [];
    for (const el of document.body.querySelectorAll<Element>("*")) {
      const transform = getComputedStyle(el).transform;
      if (transform === "none" || !(el as HTMLElement).checkVisibility?.()) continue;
      const { a } = new DOMMatrixReadOnly(transform);
      if (a >= 0) continue;
      const label = el.closest("[aria-label]")?.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
      found.push({ what: `${el.tagName.toLowerCase()} in "${label}"`, marked: el.hasAttribute("data-rtl-mirror") });
    }
    return found;
  });
}

/** The visible icons marked to mirror, and how many of them are drawn mirrored. */
function markedIcons(page: Page): Promise<{ shown: number; mirrored: number }> {
  return page.evaluate(() => {
    const icons = [...document.querySelectorAll<SVGElement>("[data-rtl-mirror]")].filter((el) => el.checkVisibility());
    const flipped = icons.filter((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform.replace("none", "matrix(1,0,0,1,0,0)")).a < 0);
    return { shown: icons.length, mirrored: flipped.length };
  });
}

/** Waits until the page has content, no skeleton and nothing busy. */
async function settled(page: Page): Promise<void> {
  const main = page.getByRole("main");
  await expect.poll(async () => ((await main.count()) === 1 ? (await main.innerText()).trim() : "")).not.toBe("");
  await expect(page.locator("[data-skeleton]").filter({ visible: true })).toHaveCount(0);
  await expect(main.locator("[aria-busy=true]")).toHaveCount(0);
}

type Wallet = { currencyCode: string; isCrypto: boolean; userWallet: { totalAmount: number } };

test.describe("every page in the right-to-left and the long-word languages, at 320 px", () => {
  // About 40 pages, each waiting for its content: a 2-core CI machine takes a few seconds per page.
  test.describe.configure({ timeout: 300_000 });
  for (const locale of notPending([...RTL, ...LONG])) {
    const rtl = RTL.includes(locale);
    test(`${locale}: every page shows no English message, nothing is cut or leaves the screen${rtl ? ", runs right to left with only the arrows mirrored and Intl's amounts" : ""}`, async ({ page, request, baseURL }) => {
      const english = englishTexts(locale);
      const server = await serverTextsOf(request, locale);
      expect(server.phrases.english.size, "the sandbox's texts").toBeGreaterThan(20);
      expect(server.levelNames.english.size, "the sandbox's VIP level names").toBeGreaterThan(0);
      const player = await createPlayer(request, `pages-${locale}`);
      await depositByBankTransfer(request, player, 40);
      // The pages as a player finds them, read in English at a width that shows the whole navigation.
      await page.setViewportSize({ width: 1600, height: 900 });
      await openAs(page, baseURL!, player, "/");
      const { pages } = plan(await collectLinks(page, true), new URL(baseURL!).origin, true);
      expect(pages.length, "pages found").toBeGreaterThan(20);

      await page.addInitScript((code) => localStorage.setItem("selectedLanguage", JSON.stringify(code)), locale);
      await page.setViewportSize({ width: 320, height: 700 });
      const user = await data<Wallet>(await request.get("/api/user/get-user-details", { headers: bearer(player) }));
      let arrows = 0;
      let serverTextsMet = 0;
      for (const path of pages) {
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await settled(page);
        const left = (await shownTexts(page)).filter((text) => english.has(text));
        expect.soft([...new Set(left)], `${path}: English messages`).toEqual([]);
        const nodes = await textOutsideLegalBodies(page);
        expect.soft(serverTextsShown(server, "english", nodes), `${path}: the sandbox's English texts`).toEqual([]);
        serverTextsMet += serverTextsShown(server, "translated", nodes).length;
        expect.soft(await overflowing(page), `${path}: what does not fit at 320 px`).toEqual([]);
        if (!rtl) {
          expect.soft(await mirrored(page), `${path}: mirrored in a left-to-right language`).toEqual([]);
          continue;
        }
        await expect.soft(page.locator("html"), `${path}: direction`).toHaveAttribute("dir", "rtl");
        expect.soft((await mirrored(page)).filter((m) => !m.marked), `${path}: mirrored though not an arrow`).toEqual([]);
        const icons = await markedIcons(page);
        expect.soft(icons.mirrored, `${path}: arrows not mirrored`).toBe(icons.shown);
        arrows += icons.shown;
        const amount = await page.evaluate(
          ({ lang, wallet }) =>
            new Intl.NumberFormat(lang, { style: "currency", currency: wallet.currencyCode, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
              wallet.userWallet.totalAmount,
            ),
          { lang: locale, wallet: user },
        );
        await expect.soft(page.getByRole("banner").getByTestId("header-balance"), `${path}: the balance as Intl writes it`).toContainText(amount);
      }
      // The promotions, tournaments and VIP pages show the sandbox's texts: a check that never met one would prove nothing.
      expect(serverTextsMet, "translated sandbox texts met").toBeGreaterThan(10);
      // The lobby's rows have arrows: a check that never met one would prove nothing.
      if (rtl) expect(arrows, "arrows checked").toBeGreaterThan(0);
    });
  }
});
