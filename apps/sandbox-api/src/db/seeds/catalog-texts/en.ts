import type { CatalogTextsOfLocale } from "./types.ts";

export const en: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Welcome offer", summary: "100% up to 1000 EUR on your first deposit", body: "Join today and double your first deposit." },
    "weekend-reload": { title: "Weekend reload", summary: "75% every weekend", body: "Reload from Friday to Sunday and get 75% on top." },
    "daily-rakeback": { title: "Daily rakeback", summary: "Cashback in your calendar every day", body: "A part of every bet comes back to your rewards calendar. Claim it today or tomorrow." },
    "spring-slot-race": { title: "Spring slot race", summary: "5000 EUR prize pool", body: "Join the race from the tournaments page and climb the leaderboard." },
  },
  allBonuses: "See all bonuses",
  terms: { heading: "Terms", onePerPerson: "One account per person.", generalTerms: "The general <a href=\"/bonus-terms\">bonus terms</a> apply." },
  tournaments: {
    "spring-slot-race": { name: "Spring slot race", description: "Wager the most on any slot and win a share of 5000 EUR." },
    "multiplier-madness": { name: "Multiplier madness", description: "The biggest single-spin multiplier on the listed slots wins." },
    "weekend-race": { name: "Weekend race", description: "Starts on Friday: wager to climb the board." },
    "winter-cup": { name: "Winter cup", description: "Last season's multiplier cup." },
  },
  levels: { Bronze: "Bronze", Silver: "Silver", Gold: "Gold", Platinum: "Platinum", Diamond: "Diamond", Black: "Black" },
  perks: {
    "Daily rakeback": "Daily rakeback",
    "Weekly cashback": "Weekly cashback",
    "Birthday bonus": "Birthday bonus",
    "Faster withdrawals": "Faster withdrawals",
    "Personal manager": "Personal manager",
    "Higher limits": "Higher limits",
    "Event invitations": "Event invitations",
    "All of Platinum": "All of Platinum",
    "Tailored bonuses": "Tailored bonuses",
    "Everything, by invitation": "Everything, by invitation",
  },
};
