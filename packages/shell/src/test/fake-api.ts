import { vi } from "vitest";

export type FakeReply = { status?: number; body?: unknown } | Error;
export type FakeRoute = (request: { method: string; url: URL; body: unknown; headers: Headers }) => FakeReply | Promise<FakeReply>;

/**
 * A fetch for the api-client in unit tests: routes by "METHOD /path"; anything else answers 404.
 * `calls` records every request, so a test can check what the shell or a feature sent.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: Array<{ method: string; path: string; body: unknown; headers: Headers; keepalive?: boolean | undefined }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://shell.test");
    const method = init?.method ?? "GET";
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body, headers, keepalive: init?.keepalive });
    const route = routes[`${method} ${url.pathname}`];
    const reply = route ? await route({ method, url, body, headers }) : { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found" } };
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? "" : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

export const ok = (data: unknown): FakeReply => ({ body: { success: true, data } });
export const message = (text: string): FakeReply => ({ body: { success: true, message: text } });
export const failure = (status: number, code: string, text = code): FakeReply => ({ status, body: { success: false, code, message: text } });

/** A complete user-details answer (api-client UserDetailsSchema), wallet and currency overridable. */
export function userDetails(overrides: { totalAmount?: number; currencyCode?: string; isCrypto?: boolean } = {}) {
  const { totalAmount = 1234.5, currencyCode = "EUR", isCrypto = false } = overrides;
  return {
    userId: 2,
    username: "depositor",
    email: "depositor@demo.casino",
    isEmailVerified: true,
    firstName: "Dana",
    lastName: "Depositor",
    nickname: null,
    address: "",
    zipCode: null,
    city: null,
    countryCode: "DE",
    currencyCode,
    currencySymbol: "€",
    dateOfBirth: null,
    phoneCode: null,
    phone: null,
    gender: "Not to say",
    kycStatus: "APPROVED",
    tags: [],
    depositCount: 1,
    totalDeposit: 100,
    totalSpend: 0,
    isCrypto,
    userLoyaltyLevel: 1,
    preferredLanguage: "en",
    newsLetter: false,
    referralData: { referralCode: "ABC", referredBy: null },
    activeBonus: null,
    userMonthlyLimit: null,
    userLimit: { selfExclusion: null, isSelfExclusionPermanent: false },
    userWallet: { amount: totalAmount, nonCashAmount: 0, totalAmount },
    getUser: {
      id: 2,
      username: "depositor",
      email: "depositor@demo.casino",
      registrationType: "full",
      createdAt: "2024-01-01T00:00:00.000Z",
      lastLoginAt: null,
    },
  };
}
