import { render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { afterEach, expect, it } from "vitest";
import { NEW_REFERRAL, REFERRAL } from "./referral-fixtures.ts";
import { ReferralNumbers } from "./ReferralNumbers.tsx";

afterEach(() => i18n.activate("en"));

it("writes the share's percent in the player's number format (German: a space before %)", () => {
  i18n.loadAndActivate({ locale: "de", messages: {} });
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <ReferralNumbers referral={{ ...REFERRAL, percent: 7.5 }} />
    </I18nProvider>,
  );
  expect(screen.getByText("Your share (7,5 %)")).toBeTruthy();
  expect(screen.getByText("You earn 7,5 % of the revenue your friends' play brings.")).toBeTruthy();
  unmount();
  render(
    <I18nProvider i18n={i18n}>
      <ReferralNumbers referral={{ ...NEW_REFERRAL, percent: 7.5 }} />
    </I18nProvider>,
  );
  expect(screen.getByText("No one has opened your link yet. Share it with friends: you earn 7,5 % of the revenue their play brings.")).toBeTruthy();
});
