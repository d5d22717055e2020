// Brand-neutral: runs in curacao only, because how a journey survives a failed call (the message, the kept input, the
// retry, one movement of money) is the shell's and the features' code, the same in every brand.
//
// The fault matrix of issue 25 point 8, its reads and the socket (hardening-faults-forms.spec.ts has the forms): each
// journey's key call fails the way a network or a server fails (a 500, a 503, a timeout, the browser offline, a 200
// whose JSON is cut short, the socket dropped), as Playwright route faults on the way to the real sandbox, never a mock
// of our code. After every fault the page still has its frame, no error went uncaught, what the player typed is still
// there and a message says what failed; once the fault is gone the player's retry works, and a deposit or withdrawal
// whose answer was lost moves money once.
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { acceptCookies, collectPageErrors, dropSocket, expectFrame, expectMessage, expectSocketTried, faultSwitch, FAULTS, movements } from "./faults.ts";
import { createPlayer, data, depositByBankTransfer, firstSlot, openAs } from "./players.ts";

// ---------------------------------------------------------------------------------------------------------------------
// Reads: the page's data fails to load (retried twice on transport errors and 5xx), the page shows the LoadError and
// its Retry loads the data once the fault is gone.

/** The LoadError's texts: "Data loading error" for an answer that came wrong, "Try again later" for none at all. */
const LOAD_ERROR = /Data loading error|Try again later/;

type ReadJourney = { name: string; call: string; open: (page: Page, request: APIRequestContext) => Promise<(page: Page) => Locator> };

const READS: ReadJourney[] = [
  {
    name: "lobby",
    call: "**/api/admin/get-games?*",
    open: async (page) => {
      await page.goto("/casino");
      return (p) => p.getByRole("main").locator('a[href^="/casino/games/"]').first();
    },
  },
  {
    name: "game page",
    call: "**/api/admin/get-game/*",
    open: async (page, request) => {
      const { rows } = await data<{ rows: Array<{ slug: string; name: string }> }>(await request.get("/api/admin/get-games?limit=1"));
      const game = rows[0]!;
      await page.goto(`/casino/games/${game.slug}`);
      return (p) => p.getByRole("heading", { level: 1, name: game.name });
    },
  },
];

for (const journey of READS) {
  for (const fault of FAULTS) {
    test(`${journey.name} × ${fault}: the frame stays, the load error says so, Retry loads it`, async ({ page, request, baseURL }) => {
      test.setTimeout(45_000);
      const errors = collectPageErrors(page);
      const games = await faultSwitch(page, journey.call);
      games.set(fault);
      await acceptCookies(page, baseURL!);
      const loaded = await journey.open(page, request);
      const loadError = page.getByRole("alert").filter({ hasText: LOAD_ERROR }).first();
      await expectMessage(loadError, fault, journey.name);
      await expectFrame(page);
      expect(games.failed()).toBeGreaterThan(0);

      games.set(null);
      // Every section that failed has its own Retry.
      const retries = page.getByRole("alert").filter({ hasText: LOAD_ERROR }).getByRole("button", { name: "Retry" });
      // A section may leave (re-render) while its Retry is clicked: short clicks, then none may be left.
      for (let i = 0; i < 10 && (await retries.count()) > 0; i += 1) await retries.first().click({ timeout: 2_000 }).catch(() => undefined);
      await expect(retries).toHaveCount(0, { timeout: 10_000 });
      await expect(loaded(page)).toBeVisible({ timeout: 15_000 });
      await expectFrame(page);
      expect(errors, "uncaught page errors").toEqual([]);
    });
  }
}

// The socket down from the start, for a player (a guest's page has none): the page loads over HTTP alone.
for (const journey of READS) {
  test(`${journey.name} × socket drop: a player's page loads over HTTP alone, no error`, async ({ page, request, baseURL }) => {
    test.setTimeout(45_000);
    const errors = collectPageErrors(page);
    const socket = await dropSocket(page);
    const player = await createPlayer(request, "faults-read-socket");
    await page.context().addCookies([{ name: "token", value: player.token, url: baseURL!, sameSite: "Lax" }]);
    await acceptCookies(page, baseURL!);
    const loaded = await journey.open(page, request);
    await expect(loaded(page)).toBeVisible({ timeout: 15_000 });
    await expectSocketTried(socket);
    await expectFrame(page);
    expect(errors, "uncaught page errors").toEqual([]);
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// The socket: only the balance rides on it (a deposit settled by the provider, a spin). Dropped, the deposit still goes
// through over HTTP, and once the socket is back the header shows the settled balance; the game plays on and the
// header follows its spins without it. The other journeys do not use it.

test("deposit × socket drop: the page stays, the deposit goes through, the balance arrives once the socket is back", async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const socket = await dropSocket(page);
  const player = await createPlayer(request, "faults-socket");
  await openAs(page, baseURL!, player, "/deposit");
  await page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: /Bank transfer/ }).check();
  await page.getByRole("textbox", { name: /Amount/ }).fill("40");
  const answer = page.waitForResponse("**/api/user/deposit");
  await page.getByRole("button", { name: /^Pay/ }).click();
  const { data: paid } = (await (await answer).json()) as { data: { payment: { id: string } } };
  await expect(page.getByRole("textbox", { name: "IBAN" })).toBeVisible();
  await expectFrame(page);
  await data(await request.post(`/sandbox/pay/${paid.payment.id}/confirm`, { data: { result: "success" } }));

  socket.restore();
  await expect(page.getByRole("banner").getByTestId("header-balance")).toContainText("€40.00", { timeout: 30_000 });
  await expectFrame(page);
  expect((await movements(request, player, "deposit")).count).toBe(1);
  expect(errors, "uncaught page errors").toEqual([]);
});

test("play × socket drop: the game plays on, the header balance follows each spin without the socket and after it is back", async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const socket = await dropSocket(page);
  const player = await createPlayer(request, "faults-play");
  await depositByBankTransfer(request, player, 50);
  const game = await firstSlot(request);
  await openAs(page, baseURL!, player, `/play/${game.slug}`);
  await page.getByRole("button", { name: "Accept and play" }).click();
  const frame = page.getByTitle(game.name, { exact: true }).contentFrame();
  const euro = (amount: number) => new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(amount);
  const spin = async () => {
    const answer = page.waitForResponse((response) => response.url().includes("/sandbox/games/spin"));
    await frame.getByRole("button", { name: "Spin" }).click();
    const { data: spun } = (await (await answer).json()) as { data: { balance: { totalAmount: number } } };
    return euro(spun.balance.totalAmount);
  };
  const dropped = await spin();
  await expect(page.getByRole("region", { name: "Game bar" })).toBeVisible();
  await expect(page.getByTestId("play-balance")).toHaveText(dropped);
  await expect(page.getByTestId("header-balance")).toContainText(dropped);
  test.info().annotations.push({ type: "play × socket drop", description: `the header showed ${dropped} after a spin with the socket down` });

  socket.restore();
  const back = await spin();
  await expect(page.getByTestId("play-balance")).toHaveText(back);
  await expect(page.getByTestId("header-balance")).toContainText(back);
  expect(errors, "uncaught page errors").toEqual([]);
});
