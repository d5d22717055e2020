import { act, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DepositAction } from "@casino/api-client";
import { UNDRAWABLE_UPI_LINK, upiCollectAction, upiQrAction } from "./action-fixtures.ts";
import { UpiCollectPanel } from "./UpiCollectPanel.tsx";
import { UpiQrPanel } from "./UpiQrPanel.tsx";

afterEach(() => {
  vi.useRealTimers();
});

function renderQr(action: DepositAction, issuedAt?: string) {
  if (!i18n.locale) i18n.loadAndActivate({ locale: "en", messages: {} });
  const onNewQr = vi.fn();
  if (action.type !== "upi_qr") throw new Error("a UPI QR action");
  render(
    <I18nProvider i18n={i18n}>
      <UpiQrPanel action={action} onNewQr={onNewQr} {...(issuedAt ? { issuedAt } : {})} />
    </I18nProvider>,
  );
  return { onNewQr };
}

describe("UpiQrPanel", () => {
  it("counts down to zero, then says the QR expired and offers a new one", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00.000Z"), toFake: ["setInterval", "clearInterval", "Date"] });
    const { onNewQr } = renderQr(upiQrAction(undefined, new Date("2026-11-22T12:00:00.000Z")));
    expect(screen.getByRole("timer").textContent).toBe("05:00");
    expect(await screen.findByRole("img", { name: "UPI payment QR code" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole("timer").textContent).toBe("03:59");
    act(() => vi.advanceTimersByTime(240_000));
    expect(screen.getByRole("alert").textContent).toContain("This QR code has expired");
    expect(screen.queryByRole("img")).toBeNull();
    act(() => screen.getByRole("button", { name: "Get a new QR code" }).click());
    expect(onNewQr).toHaveBeenCalledOnce();
  });

  it("runs the provider's five minutes from the server's answer, whatever the device clock says", () => {
    // The phone's clock is an hour ahead of the server's.
    vi.useFakeTimers({ now: new Date("2026-11-22T13:00:00.000Z"), toFake: ["setInterval", "clearInterval", "Date"] });
    const issued = new Date("2026-11-22T12:00:00.000Z");
    renderQr(upiQrAction(undefined, issued), issued.toISOString());
    expect(screen.getByRole("timer").textContent).toBe("05:00");
    act(() => vi.advanceTimersByTime(300_000));
    expect(screen.getByRole("alert").textContent).toContain("This QR code has expired");
  });

  it("speaks the time left only at whole minutes and near the end", () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00.000Z"), toFake: ["setInterval", "clearInterval", "Date"] });
    renderQr(upiQrAction(undefined, new Date("2026-11-22T12:00:00.000Z")));
    const live = () => document.querySelector("[aria-live=polite]")?.textContent;
    expect(live()).toBe("05:00 left to pay");
    act(() => vi.advanceTimersByTime(45_000));
    expect(live()).toBe("05:00 left to pay");
    act(() => vi.advanceTimersByTime(15_000));
    expect(live()).toBe("04:00 left to pay");
  });

  it.each([
    ["", "No QR code data came from the payment provider."],
    ["https://pay.example/?pa=shop@upi", "The payment link in this QR code is not valid."],
  ])("refuses %j", (payload, message) => {
    renderQr(upiQrAction(payload, new Date(), 5));
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(screen.getByRole("button", { name: "Get a new QR code" })).toBeTruthy();
  });

  it("says when the QR library cannot encode the payload", async () => {
    renderQr(upiQrAction(UNDRAWABLE_UPI_LINK, new Date(), 5));
    expect((await screen.findByRole("alert")).textContent).toBe("The QR code cannot be decoded.");
  });
});

describe("UpiCollectPanel", () => {
  it("asks to approve the request for the UPI ID, and offers a new one after expiry", () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00.000Z"), toFake: ["setInterval", "clearInterval", "Date"] });
    if (!i18n.locale) i18n.loadAndActivate({ locale: "en", messages: {} });
    const action = upiCollectAction(new Date("2026-11-22T12:00:00.000Z"));
    if (action.type !== "upi_collect") throw new Error("a collect action");
    const onRetry = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <UpiCollectPanel action={action} onRetry={onRetry} />
      </I18nProvider>,
    );
    expect(screen.getByText("Approve the request in your UPI app")).toBeTruthy();
    expect(screen.getByText(/ada@okaxis/)).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("10:00");
    act(() => vi.advanceTimersByTime(600_000));
    act(() => screen.getByRole("button", { name: "Send a new request" }).click());
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
