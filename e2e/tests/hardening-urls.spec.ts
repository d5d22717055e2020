// Brand-neutral: runs in curacao only, because the URL gate and the `?at=` rule (issue 25 point 4) are the same code
// in every brand, with nothing brand-specific on the way.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bearer, createPlayer, data, depositByBankTransfer, firstSlot, openAs } from "./players.ts";

/**
 * Makes the sandbox answer `url` for this test's next deposit redirect or game launch (apps/sandbox-api README,
 * "Test control: URL overrides"); the scope header keeps it away from the other workers' requests.
 */
async function overrideNextUrl(page: Page, request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const scope = `urls-${crypto.randomUUID()}`;
  await page.setExtraHTTPHeaders({ "x-sandbox-scope": scope });
  const res = await request.post("/sandbox/url-overrides", { data: { ...body, scope } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Every alert/confirm/prompt the page opens (a javascript: URL that ran would open one). */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

const headerBalance = (page: Page) => page.getByRole("banner").getByTestId("header-balance");

test("a deposit whose redirect URL is javascript: shows the method's failure modal and never navigates", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "urls-deposit");
  const { payments } = await data<{ payments: Array<{ id: number; name: string }> }>(
    await request.get("/api/admin/get-payments?currencyCode=EUR&countryCode=DE", { headers: bearer(player) }),
  );
  const card = payments.find((method) => method.name === "card");
  await overrideNextUrl(page, request, { target: "deposit-redirect", methodId: card?.id, url: "javascript:alert(document.domain)//" });
  const dialogs = watchDialogs(page);
  await openAs(page, baseURL!, player, "/deposit");

  await page.getByRole("radio", { name: /Visa \/ Mastercard/ }).check();
  await page.getByRole("textbox", { name: /Amount/ }).fill("40");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Ada Lovelace");
  await page.getByRole("button", { name: /^Pay/ }).click();

  await expect(page.getByRole("dialog", { name: "Deposit failed" })).toBeVisible();
  const here = new URL(page.url());
  expect(here.origin).toBe(new URL(baseURL!).origin);
  expect(here.pathname).toBe("/deposit");
  expect(here.searchParams.get("modal")).toBe("deposit-failed");
  expect(here.searchParams.get("method")).toBe("card");
  expect(dialogs).toEqual([]);
});

for (const [what, launchUrl] of [
  ["the site's own origin", (site: string, slug: string) => `${site}/sandbox/games/${slug}/play?session=hostile`],
  ["javascript:", () => "javascript:alert(document.domain)//"],
] as const) {
  test(`a game launch URL on ${what} is refused: the game cannot start, no frame`, async ({ page, request, baseURL }) => {
    const player = await createPlayer(request, "urls-game");
    const game = await firstSlot(request);
    await overrideNextUrl(page, request, { target: "game-launch", slug: game.slug, url: launchUrl(new URL(baseURL!).origin, game.slug) });
    const dialogs = watchDialogs(page);
    await openAs(page, baseURL!, player, `/play/${game.slug}`);
    await page.getByRole("button", { name: "Accept and play" }).click();

    await expect(page.getByRole("heading", { name: "The game could not start" })).toBeVisible();
    await expect(page.getByTitle(game.name, { exact: true })).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
}

test("an `?at=` link of another account, followed while logged in, swaps nothing without the player's consent", async ({
  page,
  request,
  baseURL,
}) => {
  const first = await createPlayer(request, "urls-at-first");
  await depositByBankTransfer(request, first, 50);
  const other = await createPlayer(request, "urls-at-other");
  await openAs(page, baseURL!, first, "/");
  await expect(headerBalance(page)).toContainText("€50.00");

  // The link a message or a page could carry: the other account's token, opened as a new visit.
  await page.goto(`/casino?at=${encodeURIComponent(other.token)}`);
  const offer = page.getByRole("dialog", { name: "Switch account?" });
  await expect(offer).toBeVisible({ timeout: 10_000 });
  await expect(headerBalance(page)).toContainText("€50.00");
  expect(new URL(page.url()).searchParams.has("at")).toBe(false);
  const tokenCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === "token")?.value;
  expect(await tokenCookie()).toBe(first.token);

  await offer.getByRole("button", { name: "Keep my account" }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(headerBalance(page)).toContainText("€50.00");
  expect(await tokenCookie()).toBe(first.token);

  // Only the player's own choice switches.
  await page.goto(`/casino?at=${encodeURIComponent(other.token)}`);
  await page.getByRole("dialog", { name: "Switch account?" }).getByRole("button", { name: "Switch account" }).click();
  await expect(headerBalance(page)).toContainText("€0.00");
  expect(await tokenCookie()).toBe(other.token);
});

test("a fresh visit with `?at=` logs in at once, with nothing to ask", async ({ page, request }) => {
  const player = await createPlayer(request, "urls-at-fresh");
  await depositByBankTransfer(request, player, 20);
  await page.goto(`/casino?at=${encodeURIComponent(player.token)}`);
  await expect(headerBalance(page)).toContainText("€20.00");
  expect(new URL(page.url()).searchParams.has("at")).toBe(false);
  await expect(page.getByRole("dialog", { name: "Switch account?" })).toHaveCount(0);
});
