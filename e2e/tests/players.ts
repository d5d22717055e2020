import { expect, type APIRequestContext } from "@playwright/test";

export const PASSWORD = "Demo1234!";
let counter = 0;

export type NewPlayer = { email: string; password: string; token: string; userId: number };

/** A unique e-mail per call, also across parallel workers and brands. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.casino`;
}

/**
 * Signs a fresh player up through the API (the brand's preview proxies /api to the sandbox), so a test that changes
 * a player's state never touches another test's player. `fields` go into the sign-up payload.
 */
export async function createPlayer(request: APIRequestContext, tag: string, fields: Record<string, unknown> = {}): Promise<NewPlayer> {
  const email = uniqueEmail(tag);
  const res = await request.post("/api/user/sign-up", { data: { email, password: PASSWORD, currencyCode: "EUR", countryCode: "DE", ...fields } });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { accessToken: string; createUser: { id?: number; userId?: number } } };
  return { email, password: PASSWORD, token: data.accessToken, userId: Number(data.createUser.userId ?? data.createUser.id) };
}

/** The sandbox's outbox for an address or "+<phone>" (e-mails and SMS the sandbox "sent"). */
export async function outbox(request: APIRequestContext, to: string): Promise<Array<{ id: number; subject?: string; body: string }>> {
  const res = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { messages: Array<{ id: number; subject?: string; body: string }> } }).data.messages;
}

/** The first link in a message body that contains `fragment`. */
export function linkIn(body: string, fragment: string): string {
  const link = body.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in: ${body}`);
  return link.replace(/[)>.,]+$/, "");
}

/** Opens the e-mail verification link the sandbox sent at sign-up (as the player would), so login lets them in. */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  let link = "";
  await expect
    .poll(async () => {
      // The newest link: a resent one replaces the earlier ones.
      const message = (await outbox(request, email)).sort((a, b) => b.id - a.id).find((m) => m.body.includes("verify-email"));
      link = message ? linkIn(message.body, "verify-email") : "";
      return link !== "";
    })
    .toBe(true);
  const res = await request.get(link, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
}
