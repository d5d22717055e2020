import { act, render } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseAppSettings } from "@casino/domain";
import { SettingsProvider } from "../../settings/settings-context.tsx";
import { useRegistrationRestriction, type RegistrationRestriction } from "./use-registration-restriction.ts";

let seen: RegistrationRestriction | undefined;
function Probe() {
  seen = useRegistrationRestriction();
  return null;
}

const mirrorOn = (url: string) => ({
  mirrorDomain: [{ id: 7, url, settings: { registrationConfigs: [{ country: "DE", from: "09:00", to: "17:00", deviceType: "desktop" }] } }],
});

function renderAt(brand: Record<string, unknown>) {
  render(
    <SettingsProvider settings={parseAppSettings(brand)}>
      <Probe />
    </SettingsProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(new Date(2026, 2, 10, 16, 58));
});
afterEach(() => {
  vi.useRealTimers();
  Cookies.remove("country-code", { path: "/" });
});

describe("useRegistrationRestriction", () => {
  it("restricts a German desktop visitor on this mirror inside the window, and lifts it when the window ends", () => {
    Cookies.set("country-code", "DE", { path: "/" });
    renderAt(mirrorOn(`https://${location.hostname}`));
    expect(seen).toEqual({ restricted: true, mirrorDomainId: 7 });
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(seen?.restricted).toBe(false);
  });

  it.each([
    ["another country", "AT", `https://${globalThis.location?.hostname}`],
    ["no country cookie", null, `https://${globalThis.location?.hostname}`],
    ["another domain", "DE", "https://mirror.example"],
  ])("lets %s register", (_, country, url) => {
    if (country) Cookies.set("country-code", country, { path: "/" });
    renderAt(mirrorOn(url));
    expect(seen?.restricted).toBe(false);
  });

  it("is open on a brand without mirror domains", () => {
    Cookies.set("country-code", "DE", { path: "/" });
    renderAt({});
    expect(seen).toEqual({ restricted: false, mirrorDomainId: null });
  });
});
