// Brand-sensitive: runs in every brand, because /contacts lists each brand's own support channels (brand.json support) and offers the live chat only where the brand shows it (showLiveChat); the FAQ is the same everywhere.
import { expect, test } from "@playwright/test";
import { brandOf, pathOf } from "./brand.ts";
import { acceptCookies, dutySettingsOf } from "./duties-helpers.ts";
import { data } from "./players.ts";

type Channel = { kind: string; value: string; label?: string | Record<string, string> };
const textOf = (label: string | Record<string, string>) => (typeof label === "string" ? label : (label["en"] ?? ""));

test("contacts lists the brand's support channels, opens the live chat and answers the FAQ", async ({ page, context, request, baseURL }, testInfo) => {
  const channels = ((brandOf(testInfo).settings["support"] as { channels?: Channel[] } | undefined)?.channels ?? []);
  expect(channels.length, "every brand lists its support channels").toBeGreaterThan(0);
  await acceptCookies(context, baseURL!);
  await page.goto(pathOf(testInfo, "contacts", "/contacts"));
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  const support = page.getByRole("main").getByRole("list").first();
  for (const channel of channels) {
    const text = channel.label ? textOf(channel.label) : channel.value;
    const href = channel.kind === "email" ? `mailto:${channel.value}` : channel.kind === "phone" ? `tel:${channel.value.replace(/[^\d+]/g, "")}` : new URL(channel.value).href;
    await expect(support.locator(`a[href="${href}"]`)).toContainText(text);
  }

  const chat = support.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Live chat" }) }).getByRole("button");
  if (dutySettingsOf(testInfo).showLiveChat) {
    // The chat's launcher (a duty loaded after the first paint) listens for the page's button.
    await expect(page.getByRole("button", { name: "Live chat", exact: true })).toBeVisible();
    await chat.click();
    await expect(page.getByRole("dialog", { name: "Live chat" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Live chat" })).toBeHidden();
  } else await expect(chat).toHaveCount(0);

  // The sandbox's content texts reword the built-in FAQ and add items: the page lists theirs, each item closed.
  const { texts } = await data<{ texts: Record<string, string> }>(await request.get("/api/core/casino/locales/en.json"));
  const questions = Object.keys(texts).filter((key) => /^faq\.items\.\d+\.question$/.test(key));
  expect(questions.length).toBeGreaterThan(5);
  const faq = page.getByRole("region", { name: texts["faq.title"] ?? "Frequently asked questions" });
  await expect(faq.locator("details")).toHaveCount(questions.length);
  const question = faq.getByText(texts["faq.items.3.question"]!, { exact: true });
  const answer = faq.getByText(texts["faq.items.3.answer"]!, { exact: true });
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.press("Enter");
  await expect(answer).toBeHidden();
});
