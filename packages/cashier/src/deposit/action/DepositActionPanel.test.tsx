import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useRouterState } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DepositAction, PaymentMethod } from "@casino/api-client";
import { ShellStoryFrame } from "@casino/shell/story-support";
import { fakeApi, ok, reportRealtimeStatus, resetConnectionStore } from "@casino/shell/test-support";
import { configureApiClient, resetApiClient } from "@casino/api-client";
import { transactionFixture } from "@casino/api-client/test-support";
import { bankTransferMethod, tetherMethod, upiQrMethod } from "../fields/method-fixtures.ts";
import { bankTransferAction, cryptoAction, depositResult, upiQrAction } from "./action-fixtures.ts";
import { DepositActionPanel } from "./DepositActionPanel.tsx";

/** The story router's search string, to see which modal the panel opened. */
function Search() {
  return <output data-testid="search">{useRouterState({ select: (state) => state.location.searchStr })}</output>;
}

function renderPanel(action: DepositAction, method: PaymentMethod, remainingLimit: number | null = null) {
  if (!i18n.locale) i18n.loadAndActivate({ locale: "en", messages: {} });
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <ShellStoryFrame>
        <DepositActionPanel result={depositResult(action, { issuedAt: new Date() })} method={method} remainingLimit={remainingLimit} onClose={onClose} />
        <Search />
      </ShellStoryFrame>
    </I18nProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe("DepositActionPanel", () => {
  it("shows the remaining limit before the QR, then network, amount, address and the QR of the address", async () => {
    renderPanel(cryptoAction(new Date()), tetherMethod, 480);
    const qr = await screen.findByRole("img", { name: "QR code of the top-up address TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" });
    const limit = screen.getByText("Deposit limit left");
    expect(limit.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText("€480.00")).toBeTruthy();
    expect(screen.getByText("Tron (TRC-20)")).toBeTruthy();
    expect(screen.getByText("27.12345678 USDT")).toBeTruthy();
    expect(screen.getByLabelText("Top-up address")).toHaveProperty("value", "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7");
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  });

  it("copies the address, and selects it for a manual copy when the clipboard is refused", async () => {
    const { user } = renderPanel(cryptoAction(new Date()), tetherMethod);
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValueOnce(undefined);
    await user.click(await screen.findByRole("button", { name: "Copy Top-up address" }));
    expect(writeText).toHaveBeenCalledWith("TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7");
    expect(await screen.findByText("Copied")).toBeTruthy();
    writeText.mockRejectedValueOnce(new DOMException("denied", "NotAllowedError"));
    await user.click(screen.getByRole("button", { name: "Copy Top-up address" }));
    expect(await screen.findByText(/Could not read the clipboard/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Top-up address"));
  });

  it("lists the bank details, each with Copy, and when to transfer", async () => {
    renderPanel(bankTransferAction(new Date()), bankTransferMethod);
    for (const [label, value] of [["IBAN", "MT84MALT011000012345MTLCAST001S"], ["BIC", "MALTMTMT"], ["Payment reference", "DEP-1A2B3C4D"], ["Beneficiary", "Sandbox Casino Ltd"], ["Bank", "Sandbox Bank Malta"]]) {
      expect(await screen.findByLabelText(label!)).toHaveProperty("value", value);
      expect(screen.getByRole("button", { name: `Copy ${label}` })).toBeTruthy();
    }
    expect(screen.getByText(/Send the transfer before/)).toBeTruthy();
  });

  it("closes on Done", async () => {
    const { onClose, user } = renderPanel(upiQrAction(undefined, new Date()), upiQrMethod);
    await user.click(await screen.findByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes and opens deposit-success when the deposit arrives", async () => {
    const { onClose } = renderPanel(upiQrAction(undefined, new Date()), upiQrMethod);
    await screen.findByRole("region", { name: "Pay with UPI QR" });
    act(() => void window.dispatchEvent(new CustomEvent("deposit", { detail: { amount: 500, count: 1 } })));
    expect(onClose).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.getByTestId("search").textContent).toContain("modal=deposit-success"));
  });

  it("closes and opens deposit-failed with the method when the deposit fails", async () => {
    const { onClose } = renderPanel(upiQrAction(undefined, new Date()), upiQrMethod);
    const panel = await screen.findByRole("region", { name: "Pay with UPI QR" });
    expect(within(panel).getByRole("timer")).toBeTruthy();
    act(() => void window.dispatchEvent(new CustomEvent("failedDeposit", { detail: { code: "TRANSACTION_FAILED", message: "" } })));
    expect(onClose).toHaveBeenCalledOnce();
    await vi.waitFor(() => {
      const search = screen.getByTestId("search").textContent ?? "";
      expect(search).toContain("modal=deposit-failed");
      expect(search).toContain("method=upi_qr");
    });
  });

  describe("after a socket drop, its deposit is read over HTTP (the event may have been lost)", () => {
    afterEach(() => {
      resetConnectionStore();
      resetApiClient();
    });
    /** The server's deposits: this panel's payment (pay_01) in `status`, after an older completed one. */
    const server = (status: "pending" | "completed" | "failed") => {
      const api = fakeApi({
        "GET /api/user/transactions": () =>
          ok({ rows: [transactionFixture({ id: "pay_01", status }), transactionFixture({ id: "pay_00", status: "completed" })], count: 2 }),
      });
      configureApiClient({ baseUrl: "", fetch: api.fetch, getToken: () => "tok", getLanguage: () => "en", onSessionExpired: () => undefined });
      return api;
    };
    const search = () => screen.getByTestId("search").textContent ?? "";

    it.each([
      ["completed", "modal=deposit-success"],
      ["failed", "modal=deposit-failed"],
    ] as const)("closes when the re-read finds it %s", async (status, modal) => {
      const { calls } = server(status);
      const { onClose } = renderPanel(bankTransferAction(new Date()), bankTransferMethod);
      await screen.findByRole("region", { name: "Transfer from your bank" });
      act(() => reportRealtimeStatus("connected", "disconnected"));
      expect(calls).toHaveLength(0);
      act(() => reportRealtimeStatus("connected"));
      await vi.waitFor(() => expect(search()).toContain(modal));
      expect(onClose).toHaveBeenCalledOnce();
      expect(calls.map((call) => call.path)).toEqual(["/api/user/transactions"]);
    });

    it("stays open while it is still pending", async () => {
      const { calls } = server("pending");
      const { onClose } = renderPanel(bankTransferAction(new Date()), bankTransferMethod);
      await screen.findByRole("region", { name: "Transfer from your bank" });
      act(() => reportRealtimeStatus("connected", "disconnected", "connected"));
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(onClose).not.toHaveBeenCalled();
      expect(search()).not.toContain("modal=");
    });
  });
});
