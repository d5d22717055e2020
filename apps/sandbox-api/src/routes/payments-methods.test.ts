import { PaymentMethodsResponseSchema, SandboxProviderStatusResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletTestApp, methodId, parsed, send, type WalletTestApp } from "./wallet-test-kit.ts";

let t: WalletTestApp;
beforeAll(() => {
  t = createWalletTestApp();
});
afterAll(() => t.close());

const names = async (query: string) =>
  parsed(PaymentMethodsResponseSchema, await send(t, `/api/admin/get-payments${query}`)).data.payments.map((m) => m.name);

describe("GET /api/admin/get-payments", () => {
  it("answers the spec §3 fields for every method of the currency, sorted by sortPriority", async () => {
    const { payments } = parsed(PaymentMethodsResponseSchema, await send(t, "/api/admin/get-payments?currencyCode=EUR&countryCode=MT")).data;
    expect(payments.map((m) => m.sortPriority)).toEqual([...payments.map((m) => m.sortPriority)].sort((a, b) => a - b));
    const card = payments.find((m) => m.name === "card")!;
    expect(card).toMatchObject({ isCardForm: true, isCrypto: false, withdrawalExist: true, limits: expect.objectContaining({ EUR: { min: 10, max: 5000 } }) });
    expect(card.thumbnailUrl).toBe("http://localhost/sandbox/payments/thumbnails/card.svg");
    const tether = payments.find((m) => m.name === "tether")!;
    expect(tether.networks.map((n) => n.code)).toEqual(["USDT-TRC20", "USDT-ERC20", "USDT-BEP20"]);
    expect(tether.networks.every((n) => n.address.length > 20)).toBe(true);
    // The raw list: e-mail and tag rules, hidden and inactive methods are the client's to apply.
    expect(payments.map((m) => m.name)).toEqual(expect.arrayContaining(["sandbox_test_pay", "vip_wire", "legacy_card", "carouseller"]));
  });

  it.each([
    ["INR in India: UPI, netbanking and the methods open to INR", "?currencyCode=INR&countryCode=IN", ["card", "tether", "upi_qr", "upi_id", "netbanking", "carouseller", "sandbox_test_pay", "legacy_card"]],
    ["EUR in Turkey: no carouseller (restricted country)", "?currencyCode=EUR&countryCode=TR", ["card", "bitcoin", "ethereum", "tether", "bank_transfer", "vip_wire", "sandbox_test_pay", "legacy_card"]],
    ["CAD in Canada: no SEPA transfer", "?currencyCode=CAD&countryCode=CA", ["card", "bitcoin", "ethereum", "tether", "carouseller", "vip_wire", "sandbox_test_pay", "legacy_card"]],
    ["BTC: only the coin's own method", "?currencyCode=BTC", ["bitcoin"]],
    ["no currency: the EUR fallback", "", ["card", "bitcoin", "ethereum", "tether", "bank_transfer", "carouseller", "vip_wire", "sandbox_test_pay", "legacy_card"]],
  ])("%s", async (_, query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it.each([
    ["pl", "Przelew bankowy (SEPA)"],
    ["pt-BR", "Transferência bancária (SEPA)"],
    ["xx", "Bank transfer (SEPA)"],
  ])("titles the methods in %s, a brand as it is (English for a language without titles)", async (language, sepa) => {
    const { payments } = parsed(PaymentMethodsResponseSchema, await send(t, `/api/admin/get-payments?currencyCode=EUR&language=${language}`)).data;
    const title = (name: string) => payments.find((m) => m.name === name)?.title;
    expect([title("bank_transfer"), title("bitcoin")]).toEqual([sepa, "Bitcoin"]);
  });

  it("answers 400 for a malformed country code", async () => {
    expect((await send(t, "/api/admin/get-payments?countryCode=DEU")).status).toBe(400);
  });

  it("serves each method's thumbnail as SVG", async () => {
    const res = await t.app.request("/sandbox/payments/thumbnails/carouseller.svg");
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(await res.text()).toContain("Carouseller");
    // A worded title's badge shows its code, which reads the same in every language.
    expect(await (await t.app.request("/sandbox/payments/thumbnails/bank_transfer.svg")).text()).toMatch(/>SEPA<\/text>/);
    expect((await t.app.request("/sandbox/payments/thumbnails/nope.svg")).status).toBe(404);
  });

  it("lets the sandbox take a provider down and bring it back", async () => {
    const id = methodId(t, "carouseller");
    const res = await send(t, `/sandbox/payments/methods/${id}/provider-status`, { body: { providerStatus: "down" } });
    expect(parsed(SandboxProviderStatusResponseSchema, res).data).toEqual({ methodId: id, providerStatus: "down" });
    expect(t.db.prepare("SELECT provider_status FROM payment_methods WHERE id = ?").pluck().get(id)).toBe("down");
    await send(t, `/sandbox/payments/methods/${id}/provider-status`, { body: { providerStatus: "up" } });
    expect((await send(t, "/sandbox/payments/methods/999/provider-status", { body: { providerStatus: "up" } })).status).toBe(404);
  });
});
