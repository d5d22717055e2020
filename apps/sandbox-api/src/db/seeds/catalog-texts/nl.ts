import type { CatalogTextsOfLocale } from "./types.ts";

export const nl: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Welkomstaanbod", summary: "100% tot 1000 EUR op je eerste storting", body: "Meld je vandaag aan en verdubbel je eerste storting." },
    "weekend-reload": { title: "Weekendreload", summary: "75% elk weekend", body: "Stort van vrijdag tot zondag en krijg 75% extra." },
    "daily-rakeback": { title: "Dagelijkse rakeback", summary: "Elke dag cashback in je kalender", body: "Een deel van elke inzet komt terug in je beloningskalender. Claim het vandaag of morgen." },
    "spring-slot-race": { title: "Lente-slotrace", summary: "Prijzenpot van 5000 EUR", body: "Doe mee aan de race via de toernooienpagina en klim op het scorebord." },
  },
  allBonuses: "Alle bonussen bekijken",
  terms: { heading: "Voorwaarden", onePerPerson: "Eén account per persoon.", generalTerms: "De algemene <a href=\"/bonus-terms\">bonusvoorwaarden</a> gelden." },
  tournaments: {
    "spring-slot-race": { name: "Lente-slotrace", description: "Zet het meest in op een willekeurige slot en win een deel van 5000 EUR." },
    "multiplier-madness": { name: "Multiplierwaanzin", description: "De grootste multiplier van één spin op de genoemde slots wint." },
    "weekend-race": { name: "Weekendrace", description: "Start op vrijdag: zet in om te stijgen op het scorebord." },
    "winter-cup": { name: "Winterbeker", description: "De multiplierbeker van vorig seizoen." },
  },
  levels: { Bronze: "Brons", Silver: "Zilver", Gold: "Goud", Platinum: "Platina", Diamond: "Diamant", Black: "Zwart" },
  perks: {
    "Daily rakeback": "Dagelijkse rakeback",
    "Weekly cashback": "Wekelijkse cashback",
    "Birthday bonus": "Verjaardagsbonus",
    "Faster withdrawals": "Snellere uitbetalingen",
    "Personal manager": "Persoonlijke manager",
    "Higher limits": "Hogere limieten",
    "Event invitations": "Uitnodigingen voor evenementen",
    "All of Platinum": "Alles van Platina",
    "Tailored bonuses": "Bonussen op maat",
    "Everything, by invitation": "Alles, op uitnodiging",
  },
};
