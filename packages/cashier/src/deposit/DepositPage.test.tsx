import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, ok, type FakeReply } from "@casino/shell/test-support";
import { startAsGuest } from "../test/render-app.tsx";
import { bankTransferAnswer } from "./deposit-fixtures.ts";
import { amountInput, deferred, openDeposit, payButton } from "./deposit-test-kit.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const keyOf = (call: { headers: Headers }) => call.headers.get("Idempotency-Key");

async function chooseBankTransfer(user: ReturnType<typeof openDeposit>["user"]) {
  await user.click(await screen.findByRole("radio", { name: /Bank transfer \(SEPA\)/ }));
}

describe("the deposit page", () => {
  it("lists the player's methods only, each with its range", async () => {
    openDeposit("/deposit");
    const group = await screen.findByRole("group", { name: "Payment method" });
    const names = within(group).getAllByRole("radio").map((radio) => radio.getAttribute("value"));
    expect(names).toEqual(["card", "tether", "bank_transfer"]); // by sortPriority
    expect(within(group).getAllByText("€10.00 – €5,000.00")).toHaveLength(2);
    expect(within(group).getByText("€20.00 – €50,000.00")).toBeTruthy();
  });

  it("steps the amount as spec §4 says, from the default 25", async () => {
    const { user } = openDeposit("/deposit");
    const input = await amountInput();
    expect(input.value).toBe("25");
    const up = screen.getByRole("button", { name: "Increase amount" });
    const down = screen.getByRole("button", { name: "Decrease amount" });
    for (let i = 0; i < 5; i += 1) await user.click(up);
    expect(input.value).toBe("30");
    await user.click(up);
    expect(input.value).toBe("35");
    await user.click(down);
    await user.click(down);
    expect(input.value).toBe("29");
    await user.click(screen.getByRole("button", { name: "100" }));
    expect(input.value).toBe("100");
  });

  it("shows an amount below the method's minimum at the field and sends nothing", async () => {
    const { user, deposits } = openDeposit("/deposit");
    const input = await amountInput();
    await user.clear(input);
    await user.type(input, "5");
    await user.click(await payButton());
    expect(await screen.findByText("The minimum for this method is €10.00")).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(deposits()).toHaveLength(0);
  });

  it("sends ONE deposit for a double click, with the button busy meanwhile", async () => {
    const answer = deferred<FakeReply>();
    const { user, deposits } = openDeposit("/deposit", { "POST /api/user/deposit": () => answer.promise });
    await chooseBankTransfer(user);
    await user.dblClick(await payButton());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(deposits()).toHaveLength(1));
    expect(screen.getByRole("button", { name: /Processing/ }).hasAttribute("disabled")).toBe(true);
    answer.resolve(ok(bankTransferAnswer(25)));
    await waitFor(() => expect(screen.queryByRole("button", { name: /Processing/ })).toBeNull());
    expect(deposits()).toHaveLength(1);
    expect(deposits()[0]?.body).toMatchObject({ methodId: 8, amount: 25, currency: "EUR", returnUrl: window.location.origin });
  });

  it("retries a timed-out deposit with the SAME Idempotency-Key and keeps the fields", async () => {
    let calls = 0;
    const { user, deposits } = openDeposit("/deposit", {
      "POST /api/user/deposit": () => (++calls === 1 ? new TypeError("Failed to fetch") : ok(bankTransferAnswer(40))),
    });
    await chooseBankTransfer(user);
    const input = await amountInput();
    await user.clear(input);
    await user.type(input, "40");
    await user.click(await payButton());
    expect(await screen.findByText(/The connection dropped before the answer arrived/)).toBeTruthy();
    expect(input.value).toBe("40");
    expect(screen.getByRole("radio", { name: /Bank transfer \(SEPA\)/ })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(deposits()).toHaveLength(2));
    const [first, second] = deposits();
    expect(keyOf(first!)).toBeTruthy();
    expect(keyOf(second!)).toBe(keyOf(first!));
    expect(second?.body).toEqual(first?.body);
  });

  it("takes a 2xx answer that does not read (cut short by a proxy) for a lost answer: Retry sends the SAME key", async () => {
    let calls = 0;
    const { user, deposits } = openDeposit("/deposit", {
      "POST /api/user/deposit": () => (++calls === 1 ? ok({ payment: "cut sho" }) : ok(bankTransferAnswer(25))),
    });
    await chooseBankTransfer(user);
    await user.click(await payButton());
    expect(await screen.findByText(/The connection dropped before the answer arrived/)).toBeTruthy();
    expect(screen.queryByText(/could not open/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(deposits()).toHaveLength(2));
    expect(keyOf(deposits()[1]!)).toBe(keyOf(deposits()[0]!));
    await screen.findByText(/IBAN/);
  });

  it("takes a gateway's 5xx (no code of the API) for a lost answer: Retry sends the SAME key; the API's own 5xx ends the action", async () => {
    let calls = 0;
    const { user, deposits } = openDeposit("/deposit", {
      "POST /api/user/deposit": () =>
        ++calls === 1 ? { status: 504, body: "<html>Gateway Timeout</html>" } : calls === 2 ? failure(500, "INTERNAL_SERVER_ERROR") : ok(bankTransferAnswer(25)),
    });
    await chooseBankTransfer(user);
    await user.click(await payButton());
    expect(await screen.findByText(/The connection dropped before the answer arrived/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(deposits()).toHaveLength(2));
    expect(keyOf(deposits()[1]!)).toBe(keyOf(deposits()[0]!));
    await waitFor(() => expect(screen.queryByText(/The connection dropped/)).toBeNull());
    await user.click(await payButton());
    await waitFor(() => expect(deposits()).toHaveLength(3));
    expect(keyOf(deposits()[2]!)).not.toBe(keyOf(deposits()[1]!));
  });

  it("after a reload, pays a deposit whose answer was lost again with the SAME key; its answer forgets the key", async () => {
    const lost = openDeposit("/deposit", { "POST /api/user/deposit": () => new TypeError("Failed to fetch") });
    await chooseBankTransfer(lost.user);
    await lost.user.click(await payButton());
    await screen.findByText(/The connection dropped before the answer arrived/);
    const lostKey = keyOf(lost.deposits()[0]!);
    expect(sessionStorage.getItem("cashier.pendingKeys.deposit")).toContain(lostKey);
    lost.unmount();

    const reloaded = openDeposit("/deposit", { "POST /api/user/deposit": () => ok(bankTransferAnswer(25)) });
    await chooseBankTransfer(reloaded.user);
    await reloaded.user.click(await payButton());
    await waitFor(() => expect(reloaded.deposits()).toHaveLength(1));
    expect(keyOf(reloaded.deposits()[0]!)).toBe(lostKey);
    await screen.findByText(/IBAN/);
    expect(sessionStorage.getItem("cashier.pendingKeys.deposit")).toBeNull();
  });

  it("makes a new key when the player changes the amount after a failure", async () => {
    const { user, deposits } = openDeposit("/deposit", { "POST /api/user/deposit": () => new TypeError("Failed to fetch") });
    await chooseBankTransfer(user);
    await user.click(await payButton());
    await screen.findByText(/The connection dropped before the answer arrived/);
    await user.click(screen.getByRole("button", { name: "Increase amount" }));
    await user.click(await payButton());
    await waitFor(() => expect(deposits()).toHaveLength(2));
    expect(keyOf(deposits()[1]!)).not.toBe(keyOf(deposits()[0]!));
  });

  it("pays again with a NEW key after the server refused (it keeps that answer under the old key)", async () => {
    let calls = 0;
    const { user, deposits } = openDeposit("/deposit", {
      "POST /api/user/deposit": () => (++calls === 1 ? failure(503, "PROVIDER_ERROR", "provider down") : ok(bankTransferAnswer(25))),
    });
    await chooseBankTransfer(user);
    await user.click(await payButton());
    await screen.findByRole("alert");
    await user.click(await payButton());
    await waitFor(() => expect(deposits()).toHaveLength(2));
    expect(keyOf(deposits()[1]!)).toBeTruthy();
    expect(keyOf(deposits()[1]!)).not.toBe(keyOf(deposits()[0]!));
    expect(deposits()[1]?.body).toEqual(deposits()[0]?.body);
  });

  it("explains PAYMENT_LIMIT_THRESHOLD with its next step", async () => {
    const { user } = openDeposit("/deposit", {
      "POST /api/user/deposit": () => failure(400, "PAYMENT_LIMIT_THRESHOLD", "over the limit"),
    });
    await chooseBankTransfer(user);
    await user.click(await payButton());
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("You have reached your daily deposit limit. Please try again tomorrow.")).toBeTruthy();
    expect(within(alert).getByText("Your limit renews tomorrow.")).toBeTruthy();
  });

  it.each([
    ["timeout", "You are taking a break", "Deposits are not possible until your time-out ends."],
    ["selfExclusion", "Account self-excluded", "Deposits are not possible while your self-exclusion is active."],
  ])("tells a %s from the other on SELF_EXCLUDED, with the way to the break's page and no Retry", async (exclusionKind, title, text) => {
    const { user } = openDeposit("/deposit", {
      "POST /api/user/deposit": () => ({ status: 409, body: { success: false, code: "SELF_EXCLUDED", message: "excluded", exclusionKind } }),
    });
    await chooseBankTransfer(user);
    await user.click(await payButton());
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(title)).toBeTruthy();
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "See when your break ends" }).getAttribute("href")).toBe("/profile2/freeze-account");
    expect(within(alert).queryByRole("button", { name: "Retry" })).toBeNull();
  });
});

describe("coming back to the form", () => {
  it("starts with the method named by ?method= (a failed deposit's alternative)", async () => {
    openDeposit("/deposit?method=bank_transfer");
    expect(await screen.findByRole("radio", { name: /Bank transfer \(SEPA\)/ })).toHaveProperty("checked", true);
  });

  it("keeps the method and the amount after the action panel closes", async () => {
    const { user } = openDeposit("/deposit", { "POST /api/user/deposit": () => ok(bankTransferAnswer(40)) });
    await chooseBankTransfer(user);
    const input = await amountInput();
    await user.clear(input);
    await user.type(input, "40");
    await user.click(await payButton());
    await user.click(await screen.findByRole("button", { name: "Done" }));
    expect((await amountInput()).value).toBe("40");
    expect(screen.getByRole("radio", { name: /Bank transfer \(SEPA\)/ })).toHaveProperty("checked", true);
  });
});

describe("changing the method", () => {
  it("re-checks a judged amount against the new method's range", async () => {
    const { user } = openDeposit("/deposit");
    const input = await amountInput();
    await user.clear(input);
    await user.type(input, "15");
    await user.tab();
    expect(screen.queryByText(/The minimum for this method/)).toBeNull();
    await user.click(screen.getByRole("radio", { name: /Bank transfer/ }));
    expect(await screen.findByText("The minimum for this method is €20.00")).toBeTruthy();
  });
});
