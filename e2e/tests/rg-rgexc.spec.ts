// Brand-sensitive: runs in every brand, because /responsibility shows each brand's own help organisations and self-assessment test (brand.json responsibleGaming); the time-out and freeze journeys read no brand setting and are tagged @one-brand.
import { expect, test, type Page } from "@playwright/test";
import { brandOf, pathOf } from "./brand.ts";
import { createPlayer, depositByBankTransfer, firstSlot, openAs, verifyEmail, wagerDeposits } from "./players.ts";

type HelpOrganisation = { name: string; url: string };
type ResponsibleGaming = { helpOrganisations: HelpOrganisation[]; selfAssessmentUrl: string };

/** Opens the confirmation of a block from its section and answers it (the password when it asks for one). */
async function confirmBlock(page: Page, section: string, choice: { select: string; option: string; open: string; dialog: string; confirm: string; password?: string }) {
  const region = page.getByRole("region", { name: section, exact: true });
  await region.getByRole("combobox", { name: choice.select }).selectOption({ label: choice.option });
  await region.getByRole("button", { name: choice.open }).click();
  const dialog = page.getByRole("alertdialog", { name: choice.dialog });
  await expect(dialog).toBeVisible();
  if (choice.password !== undefined) await dialog.getByLabel("Your password").fill(choice.password);
  await dialog.getByRole("button", { name: choice.confirm }).click();
  return dialog;
}

// The time-out journey wagers a deposit first (wagerDeposits, a few seconds) so the withdrawal can go through.
test.describe.configure({ timeout: 120_000 });

test("/responsibility shows the tools, the brand's help and the policy", async ({ page }, testInfo) => {
  const { helpOrganisations, selfAssessmentUrl } = brandOf(testInfo).settings["responsibleGaming"] as ResponsibleGaming;
  const html = await (await page.request.get("/responsibility", { headers: { accept: "text/html" } })).text();
  expect(html).toMatch(/data-app-preloads="[^"]*\/assets\/responsibility-page-[\w-]+\.js[^"]*"/);
  await page.goto("/responsibility");
  await expect(page.getByRole("heading", { level: 1, name: "Play responsibly" })).toBeVisible();
  const tools = page.getByRole("region", { name: "Tools to stay in control" });
  await expect(tools.getByRole("link", { name: "Limits" })).toHaveAttribute("href", pathOf(testInfo, "limits", "/profile2/limits"));
  await expect(tools.getByRole("link", { name: "Take a break" })).toHaveAttribute("href", pathOf(testInfo, "freezeAccount", "/profile2/freeze-account"));
  const help = page.getByRole("region", { name: "Get help" });
  expect(helpOrganisations.length).toBeGreaterThan(0);
  for (const organisation of helpOrganisations) {
    await expect(help.getByRole("link", { name: `${organisation.name} (opens in a new tab)` })).toHaveAttribute("href", new URL(organisation.url).href);
  }
  await expect(help.getByRole("link", { name: "Take a short self-assessment test" })).toHaveAttribute("href", selfAssessmentUrl);
  const policy = page.getByRole("region", { name: "Our responsible gambling policy" });
  // The policy's body (sanitised HTML, loaded lazily) pushes the link down when it replaces its skeleton; a click
  // whose press and release straddle that shift lands on no link, as it would for a player, so wait for the body.
  await expect(policy.locator("[data-skeleton]")).toHaveCount(0);
  await policy.getByRole("link", { name: "Read the responsible gambling policy" }).click();
  await expect(page).toHaveURL(/\/responsible-gambling$/);
  await expect(page.getByText("Coming soon")).toHaveCount(0);
});

test("a 1-hour time-out closes the open game and refuses a deposit, while a withdrawal still works", { tag: "@one-brand" }, async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "rg-time-out");
  await verifyEmail(request, player.email);
  await depositByBankTransfer(request, player, 50);
  const wallet = await wagerDeposits(request, player, 50);
  expect(wallet.amount, "cash left to withdraw after the wagering").toBeGreaterThanOrEqual(10);
  const game = await firstSlot(request);

  // The game in one tab, the time-out taken in another.
  await openAs(page, baseURL ?? "", player, `/play/${game.slug}`);
  await page.getByRole("button", { name: "Accept and play" }).click();
  await expect(page.getByTitle(game.name, { exact: true })).toBeVisible();
  const settings = await page.context().newPage();
  await settings.goto("/profile2/freeze-account");
  const dialog = await confirmBlock(settings, "Time-out", {
    select: "Length of the time-out",
    option: "1 hour",
    open: "Take a time-out",
    dialog: "Take a time-out?",
    confirm: "Start the time-out",
    password: player.password,
  });
  await expect(dialog).toBeHidden();
  const running = settings.getByRole("region", { name: "Your time-out is running" });
  await expect(running.getByText(/^Your time-out ends on .+\. Until then you can only withdraw\.$/)).toBeVisible();
  await expect(settings.getByRole("region", { name: "Time-out", exact: true })).toHaveCount(0);
  await expect(running.getByRole("link", { name: "Withdraw" })).toHaveAttribute("href", "/withdraw");

  await expect(page.getByRole("alert").filter({ hasText: "The game was closed" })).toBeVisible();
  await expect(page.getByTitle(game.name, { exact: true })).toHaveCount(0);

  await settings.goto("/deposit");
  await settings.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: /Bank transfer/ }).check();
  await settings.getByRole("button", { name: /^Pay/ }).click();
  const refusal = settings.getByRole("alert").filter({ hasText: "You are taking a break" });
  await expect(refusal.getByText("Deposits are not possible until your time-out ends.")).toBeVisible();
  await expect(refusal.getByRole("link", { name: "See when your break ends" })).toHaveAttribute("href", "/profile2/freeze-account");

  await settings.goto("/withdraw");
  await settings.getByRole("radio", { name: "Carouseller" }).check();
  await settings.getByLabel("Amount (EUR)").fill("10");
  await settings.getByRole("textbox", { name: "E-mail" }).fill(player.email);
  await settings.getByRole("button", { name: "Calculate" }).click();
  await settings.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(settings.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();
});

test("a frozen account is logged out and its login is refused with the freeze message", { tag: "@one-brand" }, async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "rg-freeze");
  await openAs(page, baseURL ?? "", player, "/profile2/freeze-account");
  const dialog = await confirmBlock(page, "Freeze account", {
    select: "Length of the freeze",
    option: "3 days",
    open: "Freeze my account",
    dialog: "Freeze your account?",
    confirm: "Freeze and log out",
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Your account is frozen" })).toBeVisible();
  await expect(page.getByText(/^You have been logged out\. You cannot log in until /)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  const form = page.getByRole("dialog", { name: "Log in" }).getByRole("form", { name: "Log in" });
  await form.getByLabel("E-mail").fill(player.email);
  await form.getByLabel("Password").fill(player.password);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(form.getByText("This account is frozen.")).toBeVisible();
  await expect(form.getByText(/Your account is frozen until/)).toBeVisible();
});
