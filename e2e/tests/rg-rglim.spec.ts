// Brand-neutral: runs in curacao only, because the limits page (/profile2/limits) reads no brand setting and the sandbox enforces every limit the same way for every brand; the deposit refusal uses curacao's deposit page, whose form the cashier specs already cover in every brand.
import { expect, test, type Page } from "@playwright/test";
import { bearer, createPlayer, data, openAs } from "./players.ts";

type Limits = { limits: Array<{ name: string; amount: number | null; pending: { amount: number | null; effectiveAt: string } | null }> };

const limitCard = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function setLimit(page: Page, name: string, amount: string) {
  const card = limitCard(page, name);
  await card.getByRole("textbox", { name: /^(Set a limit|New limit)$/ }).fill(amount);
  await card.getByRole("button", { name: "Save" }).click();
}

test("a daily deposit limit set on the limits page refuses a deposit above what is left", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "rg-deposit-limit");
  await openAs(page, baseURL ?? "", player, "/profile2/limits");
  await expect(page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "Limits" })).toHaveAttribute("aria-current", "page");
  await setLimit(page, "Daily deposit limit", "30");
  const daily = limitCard(page, "Daily deposit limit");
  await expect(daily.getByRole("status").filter({ hasText: "Limit saved: €30.00 applies now." })).toBeVisible();
  await expect(daily.getByText("Left", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("€30.00");

  await page.goto("/deposit");
  await page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: /Bank transfer/ }).check();
  await page.getByRole("textbox", { name: /Amount/ }).fill("50");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByText(/Your deposit limit allows €30\.00 more for now/).first()).toBeVisible();
  const deposits = await data<{ count: number }>(await request.get("/api/user/transactions?type=deposit", { headers: bearer(player) }));
  expect(deposits.count).toBe(0);
});

test("a second change of a limit within the hour is refused with the time it becomes possible", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "rg-limit-lock");
  await openAs(page, baseURL ?? "", player, "/profile2/limits");
  await setLimit(page, "Weekly loss limit", "200");
  const weekly = limitCard(page, "Weekly loss limit");
  await expect(weekly.getByRole("status").filter({ hasText: "Limit saved: €200.00 applies now." })).toBeVisible();
  await setLimit(page, "Weekly loss limit", "150");
  await expect(weekly.getByRole("alert")).toHaveText(/^Change Not Allowed: a limit can be changed once an hour\. You can change it again from .+\.$/);
  const limits = await data<Limits>(await request.get("/api/user/limits", { headers: bearer(player) }));
  expect(limits.limits.find((limit) => limit.name === "weeklyLossLimit")?.amount).toBe(200);
});

// The hourly lock and the 24 hours of a raise run on the sandbox's real clock: the player's first limits are moved two
// hours into the past (the sandbox's test control), as if set then, so lowering and raising are allowed.
test("lowering a limit applies at once; raising one waits 24 hours as pending, counts down and can be cancelled", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "rg-limit-pending");
  await data(await request.put("/api/user/limits", { headers: bearer(player), data: { maxBetLimit: 100, monthlyDepositLimit: 20000 } }));
  await data(await request.post(`/sandbox/limits/${player.userId}/age`, { data: { hours: 2 } }));
  await openAs(page, baseURL ?? "", player, "/profile2/limits");

  await setLimit(page, "Maximum bet", "50");
  const maxBet = limitCard(page, "Maximum bet");
  await expect(maxBet.getByRole("status").filter({ hasText: /^Limit saved: €50\.00 applies now\.$/ })).toBeVisible();
  await expect(maxBet.getByText("Limit", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("€50.00");

  await setLimit(page, "Monthly deposit limit", "25000");
  const monthly = limitCard(page, "Monthly deposit limit");
  await expect(monthly.getByRole("status").filter({ hasText: /^Raising a limit waits 24 hours: €25,000\.00 applies on .+ unless you cancel it\.$/ })).toBeVisible();
  await expect(monthly.getByText("Raise to €25,000.00 pending")).toBeVisible();
  await expect(monthly.getByText("Limit", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("€20,000.00");
  const timer = monthly.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText(/^23 h 59 min \d+ s$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? "");

  await monthly.getByRole("button", { name: "Cancel this change" }).click();
  await expect(monthly.getByRole("status").filter({ hasText: "Change cancelled: your limit stays as it is." })).toBeVisible();
  await expect(monthly.getByText("Raise to €25,000.00 pending")).toHaveCount(0);
  const limits = await data<Limits>(await request.get("/api/user/limits", { headers: bearer(player) }));
  expect(limits.limits.find((limit) => limit.name === "monthlyDepositLimit")).toMatchObject({ amount: 20000, pending: null });
  expect(limits.limits.find((limit) => limit.name === "maxBetLimit")?.amount).toBe(50);
});
