import type { CatalogTextsOfLocale } from "./types.ts";

export const sv: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Välkomsterbjudande", summary: "100 % upp till 1000 EUR på din första insättning", body: "Registrera dig i dag och dubbla din första insättning." },
    "weekend-reload": { title: "Helgreload", summary: "75 % varje helg", body: "Sätt in från fredag till söndag och få 75 % extra." },
    "daily-rakeback": { title: "Daglig rakeback", summary: "Cashback i din kalender varje dag", body: "En del av varje insats går tillbaka till din belöningskalender. Hämta den i dag eller i morgon." },
    "spring-slot-race": { title: "Vårens slotrace", summary: "Prispott på 5000 EUR", body: "Gå med i racet från turneringssidan och klättra på topplistan." },
  },
  allBonuses: "Se alla bonusar",
  terms: { heading: "Villkor", onePerPerson: "Ett konto per person.", generalTerms: "De allmänna <a href=\"/bonus-terms\">bonusvillkoren</a> gäller." },
  tournaments: {
    "spring-slot-race": { name: "Vårens slotrace", description: "Satsa mest på valfri slot och vinn en del av 5000 EUR." },
    "multiplier-madness": { name: "Multiplikatorgalenskap", description: "Den största multiplikatorn på ett enda snurr på de listade slotsen vinner." },
    "weekend-race": { name: "Helgrace", description: "Startar på fredag: satsa för att klättra på topplistan." },
    "winter-cup": { name: "Vintercupen", description: "Förra säsongens multiplikatorcup." },
  },
  levels: { Bronze: "Brons", Silver: "Silver", Gold: "Guld", Platinum: "Platina", Diamond: "Diamant", Black: "Svart" },
  perks: {
    "Daily rakeback": "Daglig rakeback",
    "Weekly cashback": "Veckovis cashback",
    "Birthday bonus": "Födelsedagsbonus",
    "Faster withdrawals": "Snabbare uttag",
    "Personal manager": "Personlig manager",
    "Higher limits": "Högre gränser",
    "Event invitations": "Inbjudningar till evenemang",
    "All of Platinum": "Allt från Platina",
    "Tailored bonuses": "Skräddarsydda bonusar",
    "Everything, by invitation": "Allt, på inbjudan",
  },
};
