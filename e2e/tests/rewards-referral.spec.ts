// Brand-neutral: runs in curacao only, because refer a friend reads no brand setting that changes the journey (every brand lands its link on "/", the page sits at the same path) and the sign-up form's brand differences are account-signup.spec.ts's.
import { expect, test, type Page } from "@playwright/test";
import { acceptCookies } from "./duties-helpers.ts";
import { bearer, createPlayer, data, fillSignUpForm, openAs, uniqueEmail } from "./players.ts";

/** A number of the "Your referrals" panel, by its label. */
const numberOf = (page: Page, term: string) => page.getByRole("region", { name: "Your referrals" }).locator(`dt:text-is("${term}") + dd`);

test("copy the referral link, sign a friend up through it in another browser, and see the registration counted", async ({ page, browser, request, baseURL }) => {
  test.slow();
  const referrer = await createPlayer(request, "referrer");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await openAs(page, baseURL ?? "", referrer, "/profile/refer-a-friend");
  await expect(page.getByRole("heading", { level: 1, name: "Refer a friend" })).toBeVisible();
  await expect(numberOf(page, "Registrations")).toHaveText("0");
  await expect(numberOf(page, "Link visits")).toHaveText("0");

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied to the clipboard.")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}/\\?ref=[0-9A-F]{10}$`));
  await expect(page.getByLabel("Referral link")).toHaveValue(link);

  // The friend: a browser of their own, landing on the link, then signing up from another page of the site.
  const friend = await browser.newContext({ baseURL: baseURL ?? "" });
  try {
    await acceptCookies(friend, baseURL ?? "");
    const friendPage = await friend.newPage();
    await friendPage.goto(link);
    await expect(friendPage.getByRole("banner")).toBeVisible();
    await expect.poll(async () => (await data<{ visits: number }>(await request.get("/api/user/referral", { headers: bearer(referrer) }))).visits).toBe(1);

    // The landing asks the invited guest to sign up; the code is kept while they look around first.
    await expect(friendPage.getByRole("region", { name: "Invitation" })).toContainText("A friend invited you to");
    await friendPage.goto("/casino");
    await expect(friendPage.getByRole("region", { name: "Invitation" })).toHaveCount(0);
    await friendPage.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
    const form = friendPage.getByRole("dialog").getByRole("form", { name: "Sign up" });
    await fillSignUpForm(form, uniqueEmail("referred"), "Secret123!");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(friendPage.getByRole("banner").getByTestId("header-balance")).toBeVisible();
  } finally {
    await friend.close();
  }

  await page.reload();
  await expect(numberOf(page, "Registrations")).toHaveText("1");
  await expect(numberOf(page, "Link visits")).toHaveText("1");
});
