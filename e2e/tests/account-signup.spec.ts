// Brand-sensitive: runs in every brand, because the sign-up forms are brand settings (1-click, excluded countries, panel navigation).
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { brandOf } from "./brand.ts";
import { acceptCookies } from "./duties-helpers.ts";
import { fillSignUpForm, outbox } from "./players.ts";

type SignUpSettings = { use1ClickRegistration?: boolean; excludedCountryCodeList?: string[] };
const settingsOf = (testInfo: TestInfo) => brandOf(testInfo).settings as unknown as SignUpSettings;
const uniqueEmail = (testInfo: TestInfo, tag: string) => `signup-${tag}-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = "Secret123!";

/** Opens `?modal=login&tab=sign-up` and, where the brand offers 1-click, picks the method. */
async function openSignUp(page: Page, testInfo: TestInfo, method: "email" | "one-click" = "email", path = "/?modal=login&tab=sign-up"): Promise<Locator> {
  await acceptCookies(page.context(), testInfo.project.use.baseURL!);
  await page.goto(path);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  if (settingsOf(testInfo).use1ClickRegistration) {
    const choice = dialog.getByRole("group", { name: "How do you want to sign up?" });
    await choice.getByRole("button", { name: method === "email" ? "With e-mail" : "One click" }).click();
  }
  return dialog;
}

test("sign up with an e-mail, open the verification link, log in and see the balance", async ({ page, browser, request }, testInfo) => {
  // The longest journey here: a sign-up, the onboarding tour, the mailbox, then a second browser logging in.
  test.slow();
  const email = uniqueEmail(testInfo, "full");
  const dialog = await openSignUp(page, testInfo);
  const form = dialog.getByRole("form", { name: "Sign up" });
  await expect(form.getByLabel("Country")).toHaveValue("DE");
  await fillSignUpForm(form, email, PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  // A new player's first session goes on to the onboarding tour; skipping it leaves the player on the page.
  const tour = page.getByRole("dialog", { name: "Welcome tour" });
  await expect(tour).toBeVisible();
  await tour.getByRole("button", { name: "Skip tour" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toBeVisible();

  let link = "";
  await expect
    .poll(async () => {
      link = (await outbox(request, email)).map((m) => /https?:\/\/\S+verify-email\?token=[\w-]+/.exec(m.body)?.[0] ?? "").find(Boolean) ?? "";
      return link;
    })
    .not.toBe("");

  // A fresh browser: the player opens the e-mail elsewhere and logs in there.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL! });
  const other = await context.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/casino\?modal=login/);
  const login = other.getByRole("dialog", { name: "Log in" }).getByRole("form", { name: "Log in" });
  await login.getByLabel("E-mail", { exact: true }).fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(other.getByRole("dialog")).toHaveCount(0);
  await expect(other.getByRole("banner").getByTestId("header-balance")).toContainText("0.00");
  await context.close();
});

test("1-click registration ends on the credentials screen with the player logged in", async ({ page, request }, testInfo) => {
  test.skip(!settingsOf(testInfo).use1ClickRegistration, "this brand does not offer 1-click registration");
  const dialog = await openSignUp(page, testInfo, "one-click");
  const form = dialog.getByRole("form", { name: "Sign up" });
  await expect(form.getByLabel("Password")).toHaveCount(0);
  await form.getByLabel("I am over 18 years old").check();
  await form.getByLabel(/I accept the/).check();
  await form.getByRole("button", { name: "Create my account in one click" }).click();

  await expect(dialog.getByText("Your account is ready")).toBeVisible();
  const values = dialog.locator("dd");
  await expect(values).toHaveCount(2);
  const [username, password] = [(await values.nth(0).innerText()).trim(), (await values.nth(1).innerText()).trim()];
  expect(username).toMatch(/\S{3,}/);
  expect(password).toMatch(/\S{6,}/);
  await expect(dialog.getByRole("button", { name: "Download as a text file" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Copy password" })).toBeVisible();

  const to = uniqueEmail(testInfo, "creds");
  const send = dialog.getByRole("form", { name: "Send the login details by e-mail" });
  await send.getByLabel("E-mail for your login details").fill(to);
  await send.getByRole("button", { name: "Send by e-mail" }).click();
  await expect(send.getByText(`We have sent your login details to ${to}.`)).toBeVisible();
  await expect.poll(async () => (await outbox(request, to)).some((m) => m.body.includes(username))).toBe(true);

  await dialog.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("dialog", { name: "Welcome tour" }).getByRole("button", { name: "Skip tour" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toBeVisible();
  const relogin = await request.post("/api/user/login", { data: { email: username, password } });
  expect(relogin.ok()).toBe(true);
});

test("a taken e-mail shows its message at the e-mail field and keeps what was typed", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "taken");
  const first = await request.post("/api/user/sign-up", { data: { email, password: PASSWORD } });
  expect(first.ok()).toBe(true);

  const dialog = await openSignUp(page, testInfo);
  const form = dialog.getByRole("form", { name: "Sign up" });
  await fillSignUpForm(form, email, PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  const field = form.getByLabel("E-mail", { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("This e-mail is already registered. Log in or use another e-mail.")).toBeVisible();
  await expect(field).toHaveValue(email);
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
  await expect(form.getByLabel("First name")).toHaveValue("Nora");
  await expect(form.getByLabel("Date of birth")).toHaveValue("1990-05-17");
  await expect(form.getByLabel("I am over 18 years old")).toBeChecked();
});

test("a visitor from an excluded country cannot sign up", async ({ page }, testInfo) => {
  const excluded = settingsOf(testInfo).excludedCountryCodeList ?? [];
  test.skip(excluded.length === 0, "this brand excludes no country");
  await page.setExtraHTTPHeaders({ "x-sandbox-country": excluded[0]! });
  await acceptCookies(page.context(), testInfo.project.use.baseURL!);
  // whitelisted=1 lifts the geo-block page, so the sign-up form itself must refuse.
  await page.goto("/?whitelisted=1&modal=login&tab=sign-up");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("alert")).toContainText("Sign-up is not available in your country");
  await expect(dialog.getByRole("form", { name: "Sign up" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog.getByRole("form", { name: "Log in" })).toBeVisible();
});

test("closing the linked-account sign-up modal leads to the edit-profile page", async ({ page }, testInfo) => {
  await acceptCookies(page.context(), testInfo.project.use.baseURL!);
  await page.goto("/casino?modal=link-account");
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  await expect(dialog.getByRole("form", { name: "Sign up" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  const panel = (brandOf(testInfo).settings as unknown as { navigationSystem?: string }).navigationSystem === "panel";
  await expect(page).toHaveURL(new RegExp(`${panel ? "/account" : "/profile/edit-profile"}$`));
});
