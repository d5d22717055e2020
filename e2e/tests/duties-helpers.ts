import { expect, type APIRequestContext, type BrowserContext, type TestInfo } from "@playwright/test";
import { brandOf } from "./brand.ts";

export type DutySettings = { excludedCountryCodeList?: string[]; inactivitySessionTimeout?: number; showLiveChat?: boolean };
export const dutySettingsOf = (testInfo: TestInfo) => brandOf(testInfo).settings as unknown as DutySettings;

/** Logs a demo player in through the API and hands the token to the browser as the shell's cookie. */
export async function loginAs(request: APIRequestContext, context: BrowserContext, baseURL: string, email = "newbie@demo.casino"): Promise<string> {
  // Through the brand preview, which proxies /api and /sandbox to the sandbox (whatever its port).
  const res = await request.post("/api/user/login", { data: { email, password: "Demo1234!" } });
  expect(res.ok()).toBe(true);
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  await context.addCookies([{ name: "token", value: token, url: baseURL, sameSite: "Lax" }]);
  return token;
}

/** Skips the cookie bar, for journeys about something else. */
export async function acceptCookies(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: "cookie-consent", value: "all", url: baseURL, sameSite: "Lax" }]);
}
