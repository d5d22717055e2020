// Brand-neutral: runs in curacao only, because My bonuses and the deposit form's confirmation over a running bonus read no brand setting: the wagering, the cancel, the history and the replacement take the same path in every brand.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, createPlayer, data, openAs, realSpins, type SlotGame } from "./players.ts";

type UserBonus = { id: number; bonusId: number; name: string; wagered: number; wagerRequired: number; status: string };
type UserBonuses = { active: UserBonus | null; history: { rows: UserBonus[] } };

test("a claimed no-deposit bonus shows under My bonuses with its wagering, and cancelling it after the confirmation forfeits it", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "mybonus");
  const { rows } = await data<{ rows: Array<{ id: number; slug: string }> }>(await request.get("/api/admin/get-all-bonus?type=no_deposit"));
  const noDeposit = rows.find((bonus) => bonus.slug === "no-deposit-10");
  if (!noDeposit) throw new Error("the sandbox has no no-deposit-10 bonus");
  await data(await request.post("/api/user/bonus/activate", { headers: bearer(player), data: { bonusId: noDeposit.id } }));
  // While a bonus runs, only bonus games take real bets.
  const slots = await data<{ rows: Array<SlotGame & { isBonus: boolean }> }>(await request.get("/api/admin/get-games?category=slots&limit=100"));
  const bonusSlot = slots.rows.find((game) => game.isBonus);
  if (!bonusSlot) throw new Error("no bonus slot in the catalogue");
  await realSpins(request, player, bonusSlot, 2);
  const before = await data<UserBonuses>(await request.get("/api/user/get-user-bonus", { headers: bearer(player) }));
  const active = before.active;
  if (!active) throw new Error("the bonus did not start");
  expect(active.wagered).toBeGreaterThan(0);

  await openAs(page, baseURL ?? "", player, "/bonuses");
  const card = page.getByRole("region", { name: active.name });
  const wagering = card.getByRole("progressbar", { name: /^Wagering/ });
  await expect(wagering).toHaveAttribute("aria-valuenow", String(active.wagered));
  await expect(wagering).toHaveAttribute("aria-valuemax", String(active.wagerRequired));
  await expect(wagering).toHaveAttribute("aria-valuetext", /^€[\d.,]+ of €400\.00 wagered$/);
  await expect(card.getByText("Wager left")).toBeVisible();

  // A round moves the wagering on the page through the socket's balance event, without a reload.
  await realSpins(request, player, bonusSlot, 1);
  const moved = await data<UserBonuses>(await request.get("/api/user/get-user-bonus", { headers: bearer(player) }));
  expect(moved.active?.wagered).toBeGreaterThan(active.wagered);
  await expect(wagering).toHaveAttribute("aria-valuenow", String(moved.active?.wagered));

  // The v2 profile shows the same bonus under its own tab.
  await page.goto("/profile2/my-bonuses");
  await expect(page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "My bonuses" })).toHaveAttribute("aria-current", "page");
  await card.getByRole("button", { name: "Cancel the bonus" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Cancel ${active.name}?` });
  await expect(dialog).toContainText("The wagering done so far is lost");
  await dialog.getByRole("button", { name: "Yes, cancel the bonus" }).click();

  await expect(card).toHaveCount(0);
  await expect(page.getByText("You have no active bonus.")).toBeVisible();
  const history = page.getByRole("region", { name: "Bonus history" });
  await expect(history.getByRole("listitem").filter({ hasText: active.name })).toContainText("Cancelled");
  const after = await data<UserBonuses>(await request.get("/api/user/get-user-bonus", { headers: bearer(player) }));
  expect(after.active).toBeNull();
  expect(after.history.rows[0]).toMatchObject({ id: active.id, status: "cancelled" });
  const details = await data<{ userWallet: { nonCashAmount: number } }>(await request.get("/api/user/get-user-details", { headers: bearer(player) }));
  expect(details.userWallet.nonCashAmount).toBe(0);
});

async function bonusOf(request: APIRequestContext, type: string, slug: string) {
  const { rows } = await data<{ rows: Array<{ id: number; slug: string; name: string }> }>(await request.get(`/api/admin/get-all-bonus?type=${type}`));
  const bonus = rows.find((row) => row.slug === slug);
  if (!bonus) throw new Error(`the sandbox has no ${slug} bonus`);
  return bonus;
}

test("a deposit bonus replaces the running bonus only after the player confirms it", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "mybonus-replace");
  const noDeposit = await bonusOf(request, "no_deposit", "no-deposit-10");
  const welcome = await bonusOf(request, "deposit", "welcome-deposit");
  await data(await request.post("/api/user/bonus/activate", { headers: bearer(player), data: { bonusId: noDeposit.id } }));
  const deposits = async () => (await data<{ rows: Array<{ id: string }> }>(await request.get("/api/user/transactions?type=deposit", { headers: bearer(player) }))).rows;

  await openAs(page, baseURL ?? "", player, "/deposit");
  await page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: /Bank transfer/ }).check();
  // The welcome bonus takes a first deposit from 100 EUR (spec §9), above the form's default 25.
  await page.getByRole("textbox", { name: /Amount/ }).fill("100");
  await page.getByRole("group", { name: "Bonus" }).getByRole("radio", { name: new RegExp(welcome.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).check();
  await page.getByRole("button", { name: /^Pay/ }).click();
  const confirm = page.getByRole("checkbox", { name: /^Yes, cancel/ });
  await expect(confirm).toBeFocused();
  await expect(page.getByText("Confirm that your active bonus is cancelled, or choose No bonus.")).toBeVisible();
  expect(await deposits()).toHaveLength(0);

  await confirm.check();
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("textbox", { name: "IBAN" })).toBeVisible();
  const [payment] = await deposits();
  if (!payment) throw new Error("no deposit was made");
  await data(await request.post(`/sandbox/pay/${payment.id}/confirm`, { data: {} }));
  const bonuses = await data<UserBonuses>(await request.get("/api/user/get-user-bonus", { headers: bearer(player) }));
  expect(bonuses.active).toMatchObject({ bonusId: welcome.id, status: "active" });
  expect(bonuses.history.rows[0]).toMatchObject({ bonusId: noDeposit.id, status: "cancelled" });
});
