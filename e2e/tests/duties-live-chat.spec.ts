// Brand-sensitive: runs in every brand, because the live chat shows only where the brand turns it on (showLiveChat).
import { expect, test } from "@playwright/test";
import { acceptCookies, dutySettingsOf, loginAs } from "./duties-helpers.ts";

test("the live chat answers a logged-in player and closes with Escape", async ({ page, context, request, baseURL }, testInfo) => {
  test.skip(!dutySettingsOf(testInfo).showLiveChat, "the brand hides the live chat");
  await acceptCookies(context, baseURL!);
  await loginAs(request, context, baseURL!, "vip@demo.casino");
  await page.goto("/");
  const launcher = page.getByRole("button", { name: "Live chat" });
  await launcher.click();
  const panel = page.getByRole("dialog", { name: "Live chat" });
  const field = panel.getByRole("textbox", { name: "Message" });
  await expect(field).toBeFocused();
  const question = `How do I withdraw? (${testInfo.project.name} ${Date.now()})`;
  await field.fill(question);
  await panel.getByRole("button", { name: "Send" }).click();
  const log = panel.getByRole("log", { name: "Messages" });
  await expect(log).toContainText(question);
  await expect(log).toContainText("Withdrawals need a deposit");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});

test("a guest is asked to log in from the live chat", async ({ page, context, baseURL }, testInfo) => {
  test.skip(!dutySettingsOf(testInfo).showLiveChat, "the brand hides the live chat");
  await acceptCookies(context, baseURL!);
  await page.goto("/");
  await page.getByRole("button", { name: "Live chat" }).click();
  const panel = page.getByRole("dialog", { name: "Live chat" });
  await expect(panel).toContainText("Log in to chat with our support team.");
  await panel.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/modal=login/);
});
