import { act, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExpiryCountdown } from "./ExpiryCountdown.tsx";

afterEach(() => {
  vi.useRealTimers();
});

function renderCountdown(expiresAt: string) {
  if (!i18n.locale) i18n.loadAndActivate({ locale: "en", messages: {} });
  const onExpired = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <ExpiryCountdown expiresAt={expiresAt} onExpired={onExpired} />
    </I18nProvider>,
  );
  return { onExpired, time: () => screen.getByText((_, element) => element?.tagName === "TIME") };
}

describe("ExpiryCountdown", () => {
  it("counts by the minute over a day, then by the second", () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00.000Z"), toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { time } = renderCountdown("2026-11-28T10:00:30.000Z");
    expect(time().textContent).toBe("1 d 0 h 0 min");
    act(() => vi.advanceTimersByTime(59_999));
    expect(time().textContent).toBe("1 d 0 h 0 min");
    act(() => vi.advanceTimersByTime(1));
    expect(time().textContent).toBe("23 h 59 min 30 s");
    act(() => vi.advanceTimersByTime(1_000));
    expect(time().textContent).toBe("23 h 59 min 29 s");
    expect(time().getAttribute("datetime")).toBe("2026-11-28T10:00:30.000Z");
  });

  it("writes each part in the player's digits", () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00.000Z"), toFake: ["setTimeout", "clearTimeout", "Date"] });
    const before = i18n.locale;
    i18n.loadAndActivate({ locale: "ar-EG", messages: {} });
    try {
      const { time } = renderCountdown("2026-11-29T13:04:05.000Z");
      expect(time().textContent).toBe("٢ d ٣ h ٤ min");
    } finally {
      i18n.loadAndActivate({ locale: before || "en", messages: {} });
    }
  });

  it("says Expired at zero and reports the end once", () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00.000Z"), toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { onExpired, time } = renderCountdown("2026-11-27T10:00:02.000Z");
    expect(time().textContent).toBe("0 h 0 min 2 s");
    act(() => vi.advanceTimersByTime(1_000));
    expect(time().textContent).toBe("0 h 0 min 1 s");
    expect(onExpired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(time().textContent).toBe("Expired");
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpired).toHaveBeenCalledOnce();
  });
});
