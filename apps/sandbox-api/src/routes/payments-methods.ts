import { SandboxProviderStatusPayloadSchema, type PaymentMethod } from "@casino/api-client";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { notFound } from "../http/errors.ts";
import { readBody, readQuery } from "../http/validate.ts";
import { listMethods, publicMethod, setProviderStatus } from "../repos/payments-methods.ts";
import { countryAllowed, currencyAllowed } from "../rules/cashier-method-access.ts";
import { languageOf } from "./bonus-query.ts";
import { requestOrigin } from "./catalog-query.ts";

const code = (length: [number, number]) => v.pipe(v.string(), v.toUpperCase(), v.regex(new RegExp(`^[A-Z]{${length[0]},${length[1]}}$`)));

const PaymentsQuerySchema = v.object({
  // Spec §9: EUR is the currency fallback.
  currencyCode: v.optional(code([3, 5]), "EUR"),
  countryCode: v.optional(code([2, 2])),
  language: v.optional(v.string()),
});

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A 120x60 badge with the method's title, so the cashier has an image without external assets. */
function thumbnailSvg(title: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">
<rect width="120" height="60" rx="8" fill="hsl(${hue} 55% 38%)"/>
<text x="60" y="35" font-family="sans-serif" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>
</svg>`;
}

export function registerPaymentsMethodsRoutes(app: Hono, { db }: AppDeps): void {
  // The raw list for a currency and country; the client applies the e-mail, tag, hidden and active rules.
  app.get("/api/admin/get-payments", (c) => {
    const { currencyCode, countryCode, language } = readQuery(c, PaymentsQuerySchema);
    const titled = languageOf(c, language);
    const payments: PaymentMethod[] = listMethods(db, requestOrigin(c))
      .filter((m) => currencyAllowed(m, m.limits, currencyCode) && (countryCode === undefined || countryAllowed(m, countryCode)))
      .map((method) => publicMethod(method, titled));
    return c.json({ success: true, data: { payments } });
  });

  app.get("/sandbox/payments/thumbnails/:file", (c) => {
    const name = c.req.param("file").replace(/\.svg$/, "");
    const methods = listMethods(db);
    const index = methods.findIndex((m) => m.name === name);
    const method = methods[index];
    if (!method) throw notFound("No such payment method", "PAYMENT_METHOD_NOT_FOUND");
    c.header("content-type", "image/svg+xml; charset=utf-8");
    c.header("cache-control", "public, max-age=86400");
    // A title's code in brackets ("Bank transfer (SEPA)": SEPA) reads the same in every language the badge is seen in.
    const badge = /\(([^)]+)\)$/.exec(method.title)?.[1] ?? method.title;
    return c.body(thumbnailSvg(badge, (index * 47) % 360));
  });

  // Sandbox only: take a provider down (deposits answer PROVIDER_ERROR) or bring it back.
  app.post("/sandbox/payments/methods/:id/provider-status", async (c) => {
    const { providerStatus } = await readBody(c, SandboxProviderStatusPayloadSchema);
    const methodId = Number(c.req.param("id"));
    if (!Number.isInteger(methodId) || !setProviderStatus(db, methodId, providerStatus)) {
      throw notFound("No such payment method", "PAYMENT_METHOD_NOT_FOUND");
    }
    return c.json({ success: true, data: { methodId, providerStatus } });
  });
}
