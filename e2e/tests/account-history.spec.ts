// Brand-neutral: runs in curacao only, because the history pages, their filters and the CSV export read no brand setting and take the same path in every brand.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createPlayer, depositByBankTransfer, firstSlot, openAs, realSpins } from "./players.ts";

const DEPOSIT_AMOUNT = 50;
const ADDRESS = { address: "Hauptstraße 1", city: "Berlin", zipCode: "10115" };

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("a deposit and slot rounds show in the history, filter down to the empty state and export as CSV", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "history", ADDRESS);
  const paymentId = await depositByBankTransfer(request, player, DEPOSIT_AMOUNT);
  const slot = await firstSlot(request);
  const spins = await realSpins(request, player, slot, 3);
  const game = slot.name;

  await openAs(page, baseURL ?? "", player, "/profile/transactions");
  await expect(page.getByRole("tablist", { name: "History" })).toBeVisible();
  const transactions = page.getByRole("table", { name: "Transactions" });
  const depositRow = transactions.getByRole("row").filter({ hasText: paymentId });
  await expect(depositRow).toContainText("Deposit");
  await expect(depositRow).toContainText("€50.00");
  await expect(depositRow).toContainText("Completed");

  // Type filter: the URL carries it, and a type the player has none of gives the filtered empty state.
  await page.getByLabel("Type", { exact: true }).selectOption("withdrawal");
  await expect(page).toHaveURL(/[?&]type=withdrawal/);
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
  await page.getByLabel("Type", { exact: true }).selectOption("deposit");
  await expect(depositRow).toBeVisible();

  // A range that ends yesterday excludes today's deposit.
  await page.getByLabel("From", { exact: true }).fill(isoDay(-7));
  await page.getByLabel("To", { exact: true }).fill(isoDay(-1));
  await expect(page).toHaveURL(new RegExp(`to=${isoDay(-1)}`));
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(depositRow).toBeVisible();
  await expect(page).not.toHaveURL(/type=|from=|to=/);

  // CSV of the whole (unfiltered) history: header and the deposit row.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions_all_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain("Date,Transaction ID,Method,Type,Amount,Status,Bonus\r\n");
  expect(csv).toMatch(new RegExp(`,${paymentId},Bank transfer \\(SEPA\\),Deposit,50\\.00,Completed,0\\.00\\r\\n`));

  // Casino history: one bet row per spin, a win row for each winning spin.
  await page.getByRole("tab", { name: "Casino history" }).click();
  await expect(page).toHaveURL(/[?&]view=casino/);
  const rounds = page.getByRole("table", { name: "Casino history" });
  const roundsOf = (type: string) => rounds.getByRole("row").filter({ hasText: game }).filter({ has: page.getByRole("cell", { name: type, exact: true }) });
  await expect(roundsOf("Bet")).toHaveCount(3);
  await expect(roundsOf("Win")).toHaveCount(spins.filter((s) => s.win > 0).length);
});

test("the v2 history page opens on the view and filters of its link", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "history", ADDRESS);
  await openAs(page, baseURL ?? "", player, `/profile2/my-history?view=casino&from=${isoDay(-1)}&modal=login`);
  // The modal parameter still works over the history page; the view in the link is kept.
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/view=casino/);
  await expect(page.getByRole("tab", { name: "Casino history" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(isoDay(-1));
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
  await page.getByRole("tab", { name: "Transactions" }).click();
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("each transaction is a card with labelled values instead of a table row", async ({ page, request, baseURL }) => {
    const player = await createPlayer(request, "history", ADDRESS);
    const paymentId = await depositByBankTransfer(request, player, DEPOSIT_AMOUNT);
    await openAs(page, baseURL ?? "", player, "/profile/transactions");
    const cards = page.getByRole("list", { name: "Transactions" });
    const card = cards.getByRole("listitem").filter({ hasText: paymentId });
    await expect(card).toContainText("Amount");
    await expect(card).toContainText("€50.00");
    await expect(page.getByRole("table")).toHaveCount(0);
  });
});
