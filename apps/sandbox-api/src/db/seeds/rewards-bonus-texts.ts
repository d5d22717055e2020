import { bonusTextsByLocale } from "./bonus-texts/index.ts";
import type { BonusTextsOfLocale } from "./bonus-texts/types.ts";

export interface BonusText {
  name: string;
  bannerTitle: string;
  description: string;
  termsHtml: string;
}

/**
 * English, the source of every locale's bonus texts (bonus-texts/<locale>.ts translate all of it): the terms are the
 * simple HTML a back office produces, built by termsHtml; the client sanitises it before rendering.
 */
export const englishBonusTexts: BonusTextsOfLocale = {
  termsHeading: "Terms",
  seeTerms: 'See the <a href="/bonus-terms">general bonus terms</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Welcome bonus",
      bannerTitle: "100% up to 1000 EUR on your first deposit",
      description: "Double your first deposit.",
      items: [
        "For your first deposit of at least 100 EUR, within 30 days of registering.",
        "Wager the bonus <strong>35 times</strong> within 30 days.",
        "Real money is played first, then bonus money.",
      ],
    },
    "second-deposit": {
      name: "Second deposit bonus",
      bannerTitle: "50% up to 300 EUR on deposit two",
      description: "Half as much again on your second deposit.",
      items: [
        "For your second deposit of at least 20 EUR.",
        "Wager the bonus 30 times within 14 days.",
      ],
    },
    "weekend-reload": {
      name: "Weekend reload",
      bannerTitle: "75% reload every Friday to Sunday",
      description: "A reload bonus for the weekend.",
      items: [
        "Can be activated on Fridays, Saturdays and Sundays, once a week.",
        "Only bets with real money count towards the 40x wagering.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR free",
      bannerTitle: "10 EUR free, no deposit needed",
      description: "Try the casino on us.",
      items: [
        "Within 7 days of registering, once per player.",
        "Wager 40 times; winnings are capped at 100 EUR.",
        "Not available to duplicate accounts.",
      ],
    },
    "free-spins-50": {
      name: "50 free spins",
      bannerTitle: "50 free spins on our top slots",
      description: "Spin our most popular slots for free.",
      items: [
        "Free spins on the listed games only.",
        "Winnings are bonus money wagered 30 times, capped at 200 EUR.",
        "Limited to the first 1000 players, once a month.",
      ],
    },
    "daily-rakeback": {
      name: "Daily rakeback",
      bannerTitle: "5% of your losses back in the calendar",
      description: "Cashback that lands in your rewards calendar.",
      items: [
        "Claim it today or tomorrow from the calendar.",
        "No deposit in the last days needed, but at least one deposit ever.",
        "Once a day.",
      ],
    },
    "weekly-cashback": {
      name: "Weekly cashback",
      bannerTitle: "10% weekly cashback",
      description: "10% of the week's net losses, wagered once.",
      items: [
        "Needs a deposit in the last 7 days.",
        "Covers net losses since your last weekly cashback (at most 7 days).",
        "Wager the cashback once.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP spring chip",
      bannerTitle: "25 free for our spring VIP campaign",
      description: "A free chip for players of the VIPSPRING campaign.",
      items: [
        "Only for players who joined through the VIPSPRING campaign.",
        "EUR and CAD accounts only.",
      ],
    },
    "summer-deposit": {
      name: "Summer deposit bonus",
      bannerTitle: "200% summer deposit bonus",
      description: "Last summer's offer.",
      items: [
        "Ended.",
      ],
    },
    "next-month-spins": {
      name: "Next month's spins",
      bannerTitle: "20 free spins coming soon",
      description: "Starts in ten days.",
      items: [
        "Activate once it has started.",
      ],
    },
    "withdrawn-offer": {
      name: "Withdrawn offer",
      bannerTitle: "5 EUR chip (withdrawn)",
      description: "No longer offered.",
      items: [
        "Cancelled by the operator.",
      ],
    },
  },
};

/** A bonus's terms as HTML: the heading, one list item per term, and the link to the general bonus terms. */
export function termsHtml(heading: string, items: readonly string[], seeTerms: string): string {
  return `<h3>${heading}</h3><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul><p>${seeTerms}</p>`;
}

/** Texts by bonus slug and locale: English and every other interface language. */
export const BONUS_TEXTS: Record<string, Record<string, BonusText>> = Object.fromEntries(
  Object.keys(englishBonusTexts.bonuses).map((slug) => [
    slug,
    Object.fromEntries(
      Object.entries({ en: englishBonusTexts, ...bonusTextsByLocale }).map(([locale, texts]) => {
        const bonus = texts.bonuses[slug as keyof BonusTextsOfLocale["bonuses"]];
        return [locale, { name: bonus.name, bannerTitle: bonus.bannerTitle, description: bonus.description, termsHtml: termsHtml(texts.termsHeading, bonus.items, texts.seeTerms) }];
      }),
    ),
  ]),
);
