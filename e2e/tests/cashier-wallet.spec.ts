// Brand-neutral: runs in curacao only, because /Wallet reads the player's balance and links by page key; curacao (one wallet list off) covers the page, and the wallets list of useMultiWallet is a component test.
import { expect, test } from "@playwright/test";
import { acceptCookies } from "./duties-helpers.ts";
import { createPlayer, depositByBankTransfer, openAs } from "./players.ts";

test("the wallet shows a depositor's balances and leads to deposit, withdraw and transactions", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "wallet");
  await depositByBankTransfer(request, player, 50);
  await openAs(page, baseURL!, player, "/Wallet");
  await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
  await expect(page.getByTestId("wallet-cash")).toContainText("€50.00");
  await expect(page.getByTestId("wallet-bonus")).toContainText("€0.00");
  await expect(page.getByTestId("wallet-total")).toContainText("€50.00");
  const actions = page.getByRole("region", { name: "Wallet" }).getByRole("navigation");
  await expect(actions.getByRole("link", { name: "Deposit" })).toHaveAttribute("href", "/deposit");
  await expect(actions.getByRole("link", { name: "Withdraw" })).toHaveAttribute("href", "/withdraw");
  await actions.getByRole("link", { name: "Transactions" }).click();
  await expect(page).toHaveURL(/\/profile\/transactions$/);
});

test("a guest on the wallet is asked to log in", async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL!);
  await page.goto("/Wallet");
  const frame = page.getByRole("region", { name: "Wallet" });
  await expect(frame.getByText("Log in to see this page.")).toBeVisible();
  await frame.getByRole("link", { name: "Log in" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/Wallet\?modal=login/);
});
