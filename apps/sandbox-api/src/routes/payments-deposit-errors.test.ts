import { DepositResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeLimit } from "../repos/limits.ts";
import { updateUser } from "../repos/users.ts";
import { brandJson, createBrandsFixture } from "../test/fixtures.ts";
import {
  SITE, codeOf, createWalletPlayer, createWalletTestApp, goodCard, methodId, moneyHeaders, parsed, send, type WalletTestApp,
} from "./wallet-test-kit.ts";

// Every deposit error code from the rule that produces it (spec §8), never from a magic amount.

let t: WalletTestApp;
beforeAll(() => {
  const fx = createBrandsFixture();
  fx.writeBrand("noir", brandJson("noir", { allowDepWithoutAddress: false }));
  t = createWalletTestApp({ fx });
});
afterAll(() => t.close());

type Player = ReturnType<typeof createWalletPlayer>;
interface Case {
  /** The player (a fresh one per case) and anything to set up first. */
  setup?: (player: Player) => Promise<void> | void;
  player?: Parameters<typeof createWalletPlayer>[1];
  body: () => object;
  headers?: Record<string, string>;
}

const cardBody = (amount = 50, fields: object = goodCard) => () => ({ methodId: methodId(t, "card"), amount, currency: "EUR", fields, returnUrl: SITE });
const body = (name: string, amount: number, extra: object = {}, currency = "EUR") => () => ({ methodId: methodId(t, name), amount, currency, returnUrl: SITE, ...extra });
const indian = { country_code: "IN", currency_code: "INR" };

const cases: Array<[string, number, string, Case]> = [
  ["AMOUNT_BELOW_ZERO: a zero amount", 400, "AMOUNT_BELOW_ZERO", { body: cardBody(0) }],
  ["AMOUNT_BELOW_ZERO: a negative amount", 400, "AMOUNT_BELOW_ZERO", { body: cardBody(-5) }],
  ["PAYMENT_PROVIDER_LIMIT_THRESHOLD: under the card's EUR minimum (10)", 400, "PAYMENT_PROVIDER_LIMIT_THRESHOLD", { body: cardBody(9.99) }],
  ["PAYMENT_PROVIDER_LIMIT_THRESHOLD: over the card's EUR maximum (5000)", 400, "PAYMENT_PROVIDER_LIMIT_THRESHOLD", { body: cardBody(5000.01) }],
  ["PAYMENT_SERVICE_ERROR: SEPA transfer in INR", 400, "PAYMENT_SERVICE_ERROR", { player: indian, body: body("bank_transfer", 5000, {}, "INR") }],
  ["DEPOSIT_COUNTRY_BLOCK: UPI from Malta", 400, "DEPOSIT_COUNTRY_BLOCK", { body: body("upi_qr", 100, { fields: { phone: "21234567" } }) }],
  ["DEPOSIT_COUNTRY_BLOCK: the request comes from Turkey (VPN check)", 400, "DEPOSIT_COUNTRY_BLOCK", { body: body("carouseller", 50), headers: { "x-sandbox-country": "TR" } }],
  ["DEPOSIT_COUNTRY_BLOCK: a high-risk tag closes cards in Brazil", 400, "DEPOSIT_COUNTRY_BLOCK", { player: { country_code: "BR", currency_code: "BRL", tags_json: '["high-risk"]' }, body: () => ({ ...cardBody(100)(), currency: "BRL" }) }],
  ["REQUIRED_EMAIL_VERIFICATION: crypto with an unverified e-mail", 400, "REQUIRED_EMAIL_VERIFICATION", { player: { is_email_verified: 0 }, body: body("bitcoin", 100, { fields: { network: "BTC" } }) }],
  ["PAYMENT_LIMIT_THRESHOLD: over the daily deposit limit", 400, "PAYMENT_LIMIT_THRESHOLD", {
    setup: (p) => writeLimit(t.db, p.userId, "dailyDepositLimit", 100, new Date(Date.now() - 2 * 3_600_000)),
    body: cardBody(150),
  }],
  ["PAYMENT_LIMIT_THRESHOLD: pending deposits count towards the limit", 400, "PAYMENT_LIMIT_THRESHOLD", {
    setup: async (p) => {
      writeLimit(t.db, p.userId, "weeklyDepositLimit", 100, new Date(Date.now() - 2 * 3_600_000));
      await send(t, "/api/user/deposit", { body: cardBody(80)(), headers: moneyHeaders(p) });
    },
    body: cardBody(30),
  }],
  ["PHONE_ERROR: a five-digit phone for UPI", 400, "PHONE_ERROR", { player: indian, body: body("upi_qr", 500, { fields: { phone: "12345" } }, "INR") }],
  ["PHONE_ERROR: no phone in the form nor the profile", 400, "PHONE_ERROR", { player: indian, body: body("upi_qr", 500, {}, "INR") }],
  ["PROVIDER_ERROR: the provider is down", 503, "PROVIDER_ERROR", {
    setup: async () => void (await send(t, `/sandbox/payments/methods/${methodId(t, "ethereum")}/provider-status`, { body: { providerStatus: "down" } })),
    body: body("ethereum", 100, { fields: { network: "ETH-ERC20" } }),
  }],
  ["TRANSACTION_FAILED: an expired card", 400, "TRANSACTION_FAILED", { body: cardBody(50, { ...goodCard, expiry: "01/24" }) }],
  ["TRANSACTION_FAILED: the issuer's decline test card", 400, "TRANSACTION_FAILED", { body: cardBody(50, { ...goodCard, cardNumber: "4000 0000 0000 0002" }) }],
  ["UNIFIED_ERROR: a fourth deposit while three are open", 409, "UNIFIED_ERROR", {
    setup: async (p) => {
      for (let i = 0; i < 3; i++) await send(t, "/api/user/deposit", { body: cardBody(20 + i)(), headers: moneyHeaders(p) });
    },
    body: cardBody(40),
  }],
  ["GLOBAL_ERROR: an inactive method", 400, "GLOBAL_ERROR", { body: body("legacy_card", 50, { fields: goodCard }) }],
  ["GLOBAL_ERROR: a staff-only method for a player", 400, "GLOBAL_ERROR", { body: body("sandbox_test_pay", 50) }],
  ["GLOBAL_ERROR: a VIP method without the vip tag", 400, "GLOBAL_ERROR", { body: body("vip_wire", 500) }],
  ["GLOBAL_ERROR: no address where the brand requires one", 400, "GLOBAL_ERROR", { body: cardBody(50), headers: { "x-system-token": "noir-sandbox" } }],
  ["CURRENCY_MISMATCH: not the account currency", 400, "CURRENCY_MISMATCH", { body: () => ({ ...cardBody(50)(), currency: "USD" }) }],
  ["INVALID_AMOUNT: three decimals in EUR", 400, "INVALID_AMOUNT", { body: cardBody(10.005) }],
  ["INVALID_CARD_NUMBER: a number failing Luhn", 400, "INVALID_CARD_NUMBER", { body: cardBody(50, { ...goodCard, cardNumber: "4242424242424241" }) }],
  ["INVALID_CVC", 400, "INVALID_CVC", { body: cardBody(50, { ...goodCard, cvc: "12" }) }],
  ["INVALID_NETWORK: a network the method has not", 400, "INVALID_NETWORK", { body: body("tether", 50, { fields: { network: "USDT-SOL" } }) }],
  ["INVALID_UPI_ID", 400, "INVALID_UPI_ID", { player: indian, body: body("upi_id", 500, { fields: { upiId: "asha", phone: "9876543210" } }, "INR") }],
  ["INVALID_RETURN_URL: a stranger's site", 400, "INVALID_RETURN_URL", { body: () => ({ ...cardBody(50)(), returnUrl: "https://evil.example" }) }],
  ["SELF_EXCLUDED: a self-excluded account", 409, "SELF_EXCLUDED", { player: { self_exclusion_permanent: 1 }, body: cardBody(50) }],
  ["PAYMENT_METHOD_NOT_FOUND", 404, "PAYMENT_METHOD_NOT_FOUND", { body: () => ({ ...cardBody(50)(), methodId: 999 }) }],
  ["VALIDATION_ERROR: no amount", 400, "VALIDATION_ERROR", { body: () => ({ methodId: 1, currency: "EUR" }) }],
];

describe("POST /api/user/deposit refusals", () => {
  it.each(cases)("%s", async (_, status, code, c) => {
    const player = createWalletPlayer(t, c.player);
    await c.setup?.(player);
    const res = await send(t, "/api/user/deposit", { body: c.body(), headers: { ...moneyHeaders(player), ...c.headers } });
    expect([res.status, codeOf(res)]).toEqual([status, code]);
    await send(t, `/sandbox/payments/methods/${methodId(t, "ethereum")}/provider-status`, { body: { providerStatus: "up" } });
  });

  it("answers 401 without a token and 403 for a stale one", async () => {
    expect((await send(t, "/api/user/deposit", { body: cardBody()(), headers: { "idempotency-key": "k" } })).status).toBe(401);
    expect((await send(t, "/api/user/deposit", { body: cardBody()(), headers: { "idempotency-key": "k", authorization: "Bearer nope" } })).status).toBe(403);
  });

  it("lets a VIP-tagged player use the VIP method and a listed e-mail the staff method", async () => {
    const vip = createWalletPlayer(t, { tags_json: '["vip"]' });
    expect((await send(t, "/api/user/deposit", { body: body("vip_wire", 500)(), headers: moneyHeaders(vip) })).status).toBe(200);
    const staff = createWalletPlayer(t, { email: "ann@casino.staff" });
    expect(parsed(DepositResponseSchema, await send(t, "/api/user/deposit", { body: body("sandbox_test_pay", 50)(), headers: moneyHeaders(staff) })).data.payment.status).toBe("pending");
  });

  it("lets a player with an address deposit on the brand that requires one", async () => {
    const player = createWalletPlayer(t);
    updateUser(t.db, player.userId, { address: "1 Main Street" }, new Date());
    const res = await send(t, "/api/user/deposit", { body: cardBody(50)(), headers: { ...moneyHeaders(player), "x-system-token": "noir-sandbox" } });
    expect(res.status).toBe(200);
  });
});
