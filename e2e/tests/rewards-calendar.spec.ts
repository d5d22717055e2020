// Brand-neutral: runs in curacao only, because the rakeback calendar is one component over one API in every brand and every built brand sets showRakebackCalendar (the brand without it is a component test).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, createPlayer, data, depositByBankTransfer, openAs, type NewPlayer, type SlotGame } from "./players.ts";

const euro = (amount: number) => new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(amount);
// The sandbox books a bet's rakeback on its UTC day: the browser's zone is UTC too, so "today" is one day for both.
test.use({ timezoneId: "UTC" });

type RakebackDay = { canClaimDate: string; amount: number; state: string; claimable: boolean };

/** Real-money bets of 10 on the cheapest slot: each books a part of the stake (the VIP rakeback rate) into today. */
async function earnRakeback(request: APIRequestContext, player: NewPlayer, bets: number): Promise<RakebackDay> {
  const { rows } = await data<{ rows: Array<SlotGame & { maxBet: number }> }>(
    await request.get("/api/admin/get-games?category=slots&sort=minBet&order=asc&limit=1"),
  );
  const game = rows[0]!;
  const launch = await data<{ sessionId: string }>(
    await request.post("/api/user/game-launch", { headers: bearer(player), data: { slug: game.slug, mode: "real" } }),
  );
  for (let i = 0; i < bets; i += 1) {
    await data(await request.post("/sandbox/games/spin", { data: { session: launch.sessionId, bet: Math.min(10, game.maxBet) } }));
  }
  const { days } = await data<{ days: RakebackDay[] }>(await request.get("/api/admin/get-rakeback-days?timeZone=UTC", { headers: bearer(player) }));
  const today = days.find((day) => day.state === "active")!;
  expect(today.claimable, JSON.stringify(today)).toBe(true);
  return today;
}

test("a guest sees the demo calendar and is asked to log in", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookie-consent", value: "all", url: baseURL ?? "", sameSite: "Lax" }]);
  await page.goto("/cashback");
  await expect(page.getByRole("heading", { level: 1, name: "Cashback" })).toBeVisible();
  const calendar = page.getByRole("main").getByRole("list");
  await expect(calendar.getByRole("listitem")).toHaveCount(28);
  await expect(calendar.locator("[aria-current=date]")).toContainText(/€\d+\.\d\d/);
  await expect(calendar.getByRole("button")).toHaveCount(0);
  await page.getByRole("main").locator("a[href*='modal=login']").click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
});

test("claim today's cashback and see the balance move over the socket; the calendar opens by URL", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "rakeback");
  await depositByBankTransfer(request, player, 100);
  const today = await earnRakeback(request, player, 4);
  const before = (await data<{ userWallet: { totalAmount: number } }>(await request.get("/api/user/get-user-details", { headers: bearer(player) })))
    .userWallet.totalAmount;
  const balanceFrames: string[] = [];
  page.on("websocket", (socket) => socket.on("framereceived", ({ payload }) => void (String(payload).includes("balance") && balanceFrames.push(String(payload)))));

  // The header says cashback waits, and leads to it.
  await openAs(page, baseURL ?? "", player, "/");
  const header = page.getByTestId("header-balance");
  await expect(header).toContainText(euro(before));
  await page.getByRole("banner").getByRole("link", { name: "Rewards: cashback to claim" }).click();
  await expect(page).toHaveURL(/\/cashback$/);
  const calendar = page.getByRole("main").getByRole("list");
  await expect(calendar.getByRole("listitem")).toHaveCount(28);
  const todayCell = calendar.locator("[aria-current=date]");
  await expect(todayCell).toContainText(euro(today.amount));
  const claim = todayCell.getByRole("button");
  await expect(claim).toHaveCount(1);
  const framesBefore = balanceFrames.length;
  await claim.click();
  // The cashback message (its text names the amount once the catalogs are compiled).
  await expect(page.getByRole("main").getByRole("status").getByRole("paragraph")).toBeVisible();
  await expect(header).toContainText(euro(before + today.amount));
  await expect.poll(() => balanceFrames.length, { message: "a balance event came over the socket" }).toBeGreaterThan(framesBefore);
  // Claimed for good: the day keeps its amount and loses its button, also once the calendar is read again; the
  // header's badge is gone (yesterday had nothing), its link leads to My bonuses.
  await expect(todayCell.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Rewards", exact: true })).toHaveAttribute("href", "/bonuses");
  const { days } = await data<{ days: Array<RakebackDay & { paidAt: string | null }> }>(
    await request.get("/api/admin/get-rakeback-days?timeZone=UTC", { headers: bearer(player) }),
  );
  expect(days.find((day) => day.state === "active")?.paidAt).not.toBeNull();

  await page.goto("/?modal=rakeback");
  const dialog = page.getByRole("dialog", { name: "Rewards calendar" });
  await expect(dialog.getByRole("list").getByRole("listitem")).toHaveCount(28);
  await expect(dialog.locator("[aria-current=date]")).toContainText(euro(today.amount));
  await expect(dialog.locator("[aria-current=date]").getByRole("button")).toHaveCount(0);
  await expect(dialog.getByRole("timer")).toHaveText(/^\d{1,2}:\d\d$/);
});
