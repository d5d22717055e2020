import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { describe, expect, it, vi } from "vitest";
import type { PaymentMethod } from "@casino/api-client";
import { DepositFieldsFrame } from "./DepositFieldsFrame.tsx";
import { bitcoinMethod, cardMethod, netbankingMethod, tetherMethod, upiIdMethod, wireMethod } from "./method-fixtures.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

function renderFields(method: PaymentMethod, options: { showAllFields?: boolean; allowWithoutAddress?: boolean } = {}) {
  if (!i18n.locale) i18n.loadAndActivate({ locale: "en", messages: {} });
  const onValid = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <DepositFieldsFrame method={method} showAllFields={options.showAllFields ?? false} allowWithoutAddress={options.allowWithoutAddress ?? true} now={NOW} onValid={onValid} />
    </I18nProvider>,
  );
  return { user: userEvent.setup(), onValid, pay: () => userEvent.click(screen.getByRole("button", { name: "Pay" })) };
}

describe("DepositFields: the card form", () => {
  it("formats the number in groups of 4 and the expiry with a slash, with card autofill", async () => {
    const { user } = renderFields(cardMethod);
    const number = screen.getByLabelText("Card number");
    await user.type(number, "4242424242424242");
    expect(number).toHaveProperty("value", "4242 4242 4242 4242");
    expect(number.getAttribute("autocomplete")).toBe("cc-number");
    expect(number.getAttribute("inputmode")).toBe("numeric");
    await user.type(screen.getByLabelText("Expiry date (MM/YY)"), "1227");
    expect(screen.getByLabelText("Expiry date (MM/YY)")).toHaveProperty("value", "12/27");
    expect(screen.getByLabelText("CVC", { exact: false }).getAttribute("autocomplete")).toBe("cc-csc");
    expect(screen.getByLabelText("Cardholder name").getAttribute("autocomplete")).toBe("cc-name");
  });

  it("says what is missing, focuses the first problem, and refuses a 2-digit CVC", async () => {
    const { user, onValid, pay } = renderFields(cardMethod);
    await pay();
    expect(await screen.findByText("Enter a valid card number")).toBeTruthy();
    expect(screen.getByText("Enter the card's expiry date")).toBeTruthy();
    expect(screen.getByText("Enter the name on the card")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Card number"));
    await user.type(screen.getByLabelText("Card number"), "4242424242424242");
    await user.type(screen.getByLabelText("Expiry date (MM/YY)"), "1327");
    await user.type(screen.getByLabelText("CVC", { exact: false }), "12");
    await user.type(screen.getByLabelText("Cardholder name"), "Ada Lovelace");
    await pay();
    expect(await screen.findByText("The expiry month must be between 01 and 12")).toBeTruthy();
    expect(screen.getByText("The CVC is the 3 digits on the back of the card")).toBeTruthy();
    const cvc = screen.getByLabelText("CVC", { exact: false });
    expect(cvc.getAttribute("aria-invalid")).toBe("true");
    expect(cvc.getAttribute("aria-describedby")).toContain("error");
    expect(onValid).not.toHaveBeenCalled();
  });

  it("refuses a past expiry date and takes a valid card", async () => {
    const { user, onValid, pay } = renderFields(cardMethod);
    await user.type(screen.getByLabelText("Card number"), "4242424242424242");
    await user.type(screen.getByLabelText("Expiry date (MM/YY)"), "1026");
    await user.type(screen.getByLabelText("CVC", { exact: false }), "123");
    await user.type(screen.getByLabelText("Cardholder name"), "Ada Lovelace");
    await pay();
    expect(await screen.findByText("This card has expired")).toBeTruthy();
    const expiry = screen.getByLabelText("Expiry date (MM/YY)");
    await user.clear(expiry);
    await user.type(expiry, "1227");
    await pay();
    expect(onValid).toHaveBeenCalledWith({ cardNumber: "4242 4242 4242 4242", expiry: "12/27", cvc: "123", cardholder: "Ada Lovelace" });
  });
});

describe("DepositFields: other methods", () => {
  it("asks for a UPI ID like name@bank", async () => {
    const { user, onValid, pay } = renderFields(upiIdMethod);
    await user.type(screen.getByLabelText("UPI ID"), "ada.okaxis");
    await user.type(screen.getByLabelText("Phone number"), "9876543210");
    await pay();
    expect(await screen.findByText("Enter a UPI ID like name@bank")).toBeTruthy();
    await user.clear(screen.getByLabelText("UPI ID"));
    await user.type(screen.getByLabelText("UPI ID"), "ada@okaxis");
    await pay();
    expect(onValid).toHaveBeenCalledWith({ upiId: "ada@okaxis", phone: "9876543210" });
  });

  it("needs the bank name for netbanking and a phone of at least 6 digits", async () => {
    const { user, pay } = renderFields(netbankingMethod);
    await user.type(screen.getByLabelText("Phone number"), "12345");
    await pay();
    expect(await screen.findByText("Enter the name of your bank")).toBeTruthy();
    expect(screen.getByText("The phone number is too short: at least 6 digits")).toBeTruthy();
  });

  it("offers the crypto networks by name and code, and one network is picked for the player", async () => {
    const { user, onValid, pay } = renderFields(tetherMethod);
    await pay();
    expect(await screen.findByText("Choose a network")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /Ethereum \(ERC-20\)/ }));
    await pay();
    expect(onValid).toHaveBeenCalledWith({ network: "USDT-ERC20" });
  });

  it("picks Bitcoin's only network", async () => {
    renderFields(bitcoinMethod);
    expect(await screen.findByRole("radio", { name: /Bitcoin BTC/, checked: true })).toBeTruthy();
  });

  it("shows optional fields only with onDepositShowAllField", () => {
    renderFields(wireMethod, { showAllFields: false });
    expect(screen.getByLabelText("Beneficiary name")).toBeTruthy();
    expect(screen.queryByLabelText("Address")).toBeNull();
    expect(screen.queryByLabelText("Branch", { exact: false })).toBeNull();
  });

  it("shows all fields with onDepositShowAllField", () => {
    renderFields(wireMethod, { showAllFields: true, allowWithoutAddress: false });
    expect(screen.getByLabelText("Address").getAttribute("aria-required")).toBe("true");
    expect(screen.getByLabelText("Branch", { exact: false })).toBeTruthy();
  });
});
