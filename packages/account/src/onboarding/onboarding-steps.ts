import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type OnboardingStepId = "welcome" | "deposit" | "games" | "bonuses" | "responsible";

export type OnboardingStepContent = {
  id: OnboardingStepId;
  /** `{brandName}` is filled in when shown. */
  title: MessageDescriptor;
  body: MessageDescriptor;
  /** Where the step's link goes, by page key, so a brand's pageUrlSetup moves it too. */
  page: string;
  link: MessageDescriptor;
};

/** The tour's steps, in order (the issue: welcome, deposit, games, bonuses, profile and responsible gaming). */
export const ONBOARDING_STEPS: readonly OnboardingStepContent[] = [
  {
    id: "welcome",
    title: msg`Welcome to {brandName}`,
    body: msg`A short tour of what you can do here. Start by completing your profile: it makes deposits and withdrawals quicker.`,
    page: "editProfile",
    link: msg`Complete your profile`,
  },
  {
    id: "deposit",
    title: msg`Top up your balance`,
    body: msg`Deposit with a card, crypto or a bank transfer. Your balance is always shown in the header.`,
    page: "deposit",
    link: msg`Make a deposit`,
  },
  {
    id: "games",
    title: msg`Find your games`,
    body: msg`Browse slots and live tables, search by name or provider and keep your favourites one click away.`,
    page: "casino",
    link: msg`Explore the games`,
  },
  {
    id: "bonuses",
    title: msg`Claim bonuses`,
    body: msg`Promotions, free spins and cashback are waiting. Check the terms before you activate one.`,
    page: "promotions",
    link: msg`See promotions`,
  },
  {
    id: "responsible",
    title: msg`Play responsibly`,
    body: msg`Set deposit, loss and session limits whenever you like, or take a break from playing.`,
    page: "limits",
    link: msg`Set your limits`,
  },
];
