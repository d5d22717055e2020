import { configure, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok } from "@casino/shell/test-support";
import { startAsGuest } from "../test/render-app.tsx";
import { bankTransferAnswer } from "./deposit-fixtures.ts";
import { openDeposit, payButton } from "./deposit-test-kit.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const redirectTo = (url: string) => ({ ...bankTransferAnswer(25), action: { type: "redirect" as const, url } });

async function payAnsweredBy(url: string, brand: Record<string, unknown> = {}) {
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
  // A refusal goes through the shell's reportError, which logs it as an error first.
  const warn = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const { user, router } = openDeposit("/deposit", { "POST /api/user/deposit": () => ok(redirectTo(url)) }, { brand });
  await user.click(await screen.findByRole("radio", { name: /Bank transfer \(SEPA\)/ }));
  await user.click(await payButton());
  const search = () => router.state.location.search as Record<string, unknown>;
  return { assign, warn, search };
}

describe("the deposit's redirect goes through the URL gate", () => {
  it.each([
    ["javascript:", "javascript:alert(document.cookie)"],
    ["a page on an origin the brand does not allow", "https://pay.evil.example/checkout"],
    ["a look-alike of the allowed origin", "https://pay.example.evil.example/checkout"],
  ])("%s: never navigates, opens the method's failure modal and reports it", async (_, url) => {
    const { assign, warn, search } = await payAnsweredBy(url, { paymentPageOrigins: ["https://pay.example"] });
    await waitFor(() => expect(search()).toMatchObject({ modal: "deposit-failed", method: "bank_transfer" }));
    expect(await screen.findByRole("dialog", { name: "Deposit failed" })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("[url:redirect]", expect.objectContaining({ name: "RefusedUrl", message: expect.stringContaining(`Refused a redirect URL from the server`) }));
    expect(String(warn.mock.calls.find(([where]) => where === "[url:redirect]")?.[1])).toContain(url);
    expect(screen.queryByRole("button", { name: /Processing/ })).toBeNull();
  });

  it("leaves for a page on an allowed payment origin", async () => {
    const { assign, search } = await payAnsweredBy("https://pay.example/checkout?d=1", { paymentPageOrigins: ["https://pay.example"] });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/checkout?d=1"));
    expect(search()["modal"]).toBeUndefined();
  });
});
