// Brand-sensitive: runs in every brand, because the profile's paths, locked fields and v2 pages follow brand settings.
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { brandOf } from "./brand.ts";
import { PASSWORD, createPlayer, data, verifyEmail } from "./players.ts";

type Player = { email: string; token: string };

async function logIn(context: BrowserContext, baseURL: string, player: Player): Promise<void> {
  await context.addCookies([{ name: "token", value: player.token, url: baseURL, sameSite: "Lax" }]);
}

/** Classic edit profile: /profile/edit-profile, or /account with the panel navigation (spec §2). */
function editProfilePath(settings: object): string {
  return (settings as { navigationSystem?: string }).navigationSystem === "panel" ? "/account" : "/profile/edit-profile";
}

const readOnly = async (field: Locator) => {
  await expect(field).toHaveAttribute("readonly", "");
  await expect(field).toHaveAttribute("aria-readonly", "true");
};

async function profileForm(page: Page): Promise<Locator> {
  const form = page.getByRole("form", { name: "Edit profile" });
  await expect(form.getByLabel("Last name")).toBeEditable();
  return form;
}

test("editing the profile: locked fields are read-only, a failed save keeps everything typed, saved values come back normalised", async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const { settings } = brandOf(testInfo);
  const player = await createPlayer(request, "profile", { firstName: "Erika" });
  await verifyEmail(request, player.email);
  await logIn(context, baseURL!, player);
  // Faults of this scope hit only this page's requests, not the parallel tests'.
  const scope = `profile-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`;
  await page.setExtraHTTPHeaders({ "x-sandbox-scope": scope });

  await page.goto(editProfilePath(settings));
  await expect(page.getByRole("heading", { level: 1, name: "Edit profile" })).toBeVisible();
  let form = await profileForm(page);
  await readOnly(form.getByLabel("First name"));
  await expect(form.getByLabel("First name")).toHaveValue("Erika");
  await readOnly(form.getByLabel("E-mail"));
  await expect(form.getByText("Locked: your e-mail is verified and can no longer be changed.")).toBeVisible();

  await form.getByLabel("Last name").fill("  Mustermann  ");
  await form.getByLabel("Date of birth").fill("1990-05-17");
  await form.getByLabel("Country").selectOption("DE");
  await form.getByLabel("Phone code").selectOption("+49");
  // Phone numbers are unique across players, and the brands share one sandbox database.
  const phone = `15${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, "0")}`;
  await form.getByLabel("Phone number").fill(phone);
  await form.getByLabel("Address").fill("  Hauptstraße 1 ");
  await form.getByLabel("City").fill(" Berlin ");
  await form.getByLabel("Zip code").fill("   ");

  const fault = await request.post("/sandbox/faults", {
    data: { method: "PUT", path: "/api/user/update-user-details", status: 503, scope },
  });
  expect(fault.ok()).toBe(true);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByRole("alert")).toContainText("Try again later");
  await expect(form.getByLabel("Last name")).toHaveValue("  Mustermann  ");
  await expect(form.getByLabel("Date of birth")).toHaveValue("1990-05-17");
  await expect(form.getByLabel("Phone number")).toHaveValue(phone);
  await expect(form.getByLabel("Address")).toHaveValue("  Hauptstraße 1 ");
  await expect(form.getByLabel("City")).toHaveValue(" Berlin ");

  await form.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();

  const saved = await data<Record<string, unknown>>(
    await request.get("/api/user/get-user-details", { headers: { Authorization: `Bearer ${player.token}` } }),
  );
  expect(saved).toMatchObject({
    firstName: "Erika",
    lastName: "Mustermann",
    dateOfBirth: "1990-05-17",
    countryCode: "DE",
    phoneCode: "49",
    phone,
    address: "Hauptstraße 1",
    city: "Berlin",
    zipCode: null,
    gender: "Not to say",
  });

  await page.reload();
  form = page.getByRole("form", { name: "Edit profile" });
  await expect(form.getByLabel("Last name")).toHaveValue("Mustermann");
  await expect(form.getByLabel("City")).toHaveValue("Berlin");
  await expect(form.getByLabel("Zip code")).toHaveValue("");
  await expect(form.getByLabel("Gender")).toHaveValue("Not to say");
  // Now set, these lock too (spec §4): names, phone, date of birth, and the country with it.
  for (const label of ["Last name", "Phone number", "Date of birth", "Country"]) await readOnly(form.getByLabel(label));
});

test("changing the password, then logging in with the new one", async ({ page, request, context, baseURL }, testInfo) => {
  const { settings } = brandOf(testInfo);
  const player = await createPlayer(request, "profile", { firstName: "Erika" });
  await verifyEmail(request, player.email);
  await logIn(context, baseURL!, player);
  await page.goto(editProfilePath(settings));

  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill("Newer-pass42");
  await form.getByLabel("Confirm new password").fill("Newer-pass42");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("The current password is not correct")).toBeVisible();

  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();

  await context.clearCookies();
  await page.goto("/?modal=login");
  const login = page.getByRole("dialog", { name: "Log in" }).getByRole("form", { name: "Log in" });
  await login.getByLabel("E-mail").fill(player.email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login.getByRole("alert")).toHaveText("The e-mail or password is not correct.");
  await login.getByLabel("Password").fill("Newer-pass42");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toContainText("€0.00");
});

test("v2: /profile2/my-profile shows the details and saves through the same form; /profile2/balance shows the balances", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const player = await createPlayer(request, "profile", { firstName: "Erika" });
  await logIn(context, baseURL!, player);

  await page.goto("/profile2/my-profile");
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  const details = page.getByRole("region", { name: "Your details" });
  await expect(details).toContainText(player.email);
  await expect(details).toContainText("Not verified");
  await expect(page.getByRole("button", { name: "Resend verification e-mail" })).toBeVisible();

  const form = await profileForm(page);
  await readOnly(form.getByLabel("First name"));
  await form.getByLabel("Last name").fill(" Beispiel ");
  await form.getByLabel("Date of birth").fill("1985-01-30");
  await form.getByLabel("Gender").selectOption("Female");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(details).toContainText("Erika Beispiel");

  await page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "Balance" }).click();
  await expect(page).toHaveURL(/\/profile2\/balance$/);
  await expect(page.getByTestId("balance-cash")).toContainText("€0.00");
  await expect(page.getByTestId("balance-bonus")).toContainText("€0.00");
  await expect(page.getByTestId("balance-total")).toContainText("€0.00");
  await expect(page.getByRole("region", { name: "Your balance" }).getByRole("link", { name: "Deposit" })).toBeVisible();
});
