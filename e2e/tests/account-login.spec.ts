// Brand-sensitive: runs in every brand, because the header's Log in differs by navigation (basic, panel) and login honours the brand's verifyEmailStatusOnLogin and reset channel.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { outbox } from "./players.ts";

const PLAYER = { email: "depositor@demo.casino", password: "Demo1234!" };

async function expectedBalance(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/user/login", { data: PLAYER });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const res = await request.get("/api/user/get-user-details", { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { currencyCode: string; userWallet: { totalAmount: number } } };
  return new Intl.NumberFormat("en", { style: "currency", currency: data.currencyCode, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    data.userWallet.totalAmount,
  );
}

async function openLoginFromHeader(page: Page) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/[?&]modal=login/);
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("logging in from the header: a wrong password keeps the e-mail, the right one closes the modal and shows the balance", async ({
  page,
  request,
}) => {
  const balance = await expectedBalance(request);
  const dialog = await openLoginFromHeader(page);
  const form = dialog.getByRole("form", { name: "Log in" });

  await form.getByLabel("E-mail").fill(PLAYER.email);
  await form.getByLabel("Password").fill("Wrong-password1");
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(form.getByRole("alert")).toHaveText("The e-mail or password is not correct.");
  await expect(form.getByLabel("E-mail")).toHaveValue(PLAYER.email);

  await form.getByLabel("Password").fill(PLAYER.password);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/modal=login/);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toContainText(balance);
});

test("forgot password sends a reset link readable in the sandbox outbox", async ({ page, request, baseURL }) => {
  const to = "vip@demo.casino";
  const before = await outbox(request, to);
  const dialog = await openLoginFromHeader(page);

  await dialog.getByRole("button", { name: "Forgot password?" }).click();
  // Brands with useSMSResetPassword start on the SMS form.
  const byEmail = dialog.getByRole("button", { name: "By e-mail" });
  if (await byEmail.isVisible()) await byEmail.click();
  const form = dialog.getByRole("form", { name: "Reset your password" });
  await form.getByLabel("E-mail").fill(to);
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByRole("status")).toContainText("If an account matches this e-mail");

  await expect
    .poll(async () => (await outbox(request, to)).filter((m) => !before.some((b) => b.id === m.id) && m.body.includes(`${baseURL}/?modal=reset-password&token=`)).length)
    .toBe(1);
});

