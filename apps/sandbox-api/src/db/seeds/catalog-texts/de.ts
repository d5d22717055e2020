import type { CatalogTextsOfLocale } from "./types.ts";

export const de: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Willkommensangebot", summary: "100% bis zu 1000 EUR auf deine erste Einzahlung", body: "Melde dich heute an und verdopple deine erste Einzahlung." },
    "weekend-reload": { title: "Wochenend-Reload", summary: "75% an jedem Wochenende", body: "Lade von Freitag bis Sonntag auf und erhalte 75% obendrauf." },
    "daily-rakeback": { title: "Tägliches Rakeback", summary: "Cashback jeden Tag in deinem Kalender", body: "Ein Teil jedes Einsatzes fließt in deinen Prämienkalender zurück. Hol ihn dir heute oder morgen ab." },
    "spring-slot-race": { title: "Frühlings-Slotrennen", summary: "5000 EUR Preispool", body: "Nimm auf der Turnierseite am Rennen teil und klettere in der Rangliste nach oben." },
  },
  allBonuses: "Alle Boni ansehen",
  terms: { heading: "Bedingungen", onePerPerson: "Ein Konto pro Person.", generalTerms: "Es gelten die allgemeinen <a href=\"/bonus-terms\">Bonusbedingungen</a>." },
  tournaments: {
    "spring-slot-race": { name: "Frühlings-Slotrennen", description: "Setze am meisten auf einen Slot und gewinne einen Anteil an 5000 EUR." },
    "multiplier-madness": { name: "Multiplikator-Wahnsinn", description: "Der größte Multiplikator eines einzelnen Spins auf den genannten Slots gewinnt." },
    "weekend-race": { name: "Wochenendrennen", description: "Startet am Freitag: Setze, um in der Rangliste aufzusteigen." },
    "winter-cup": { name: "Winterpokal", description: "Der Multiplikator-Pokal der letzten Saison." },
  },
  levels: { Bronze: "Bronze", Silver: "Silber", Gold: "Gold", Platinum: "Platin", Diamond: "Diamant", Black: "Schwarz" },
  perks: {
    "Daily rakeback": "Tägliches Rakeback",
    "Weekly cashback": "Wöchentliches Cashback",
    "Birthday bonus": "Geburtstagsbonus",
    "Faster withdrawals": "Schnellere Auszahlungen",
    "Personal manager": "Persönlicher Manager",
    "Higher limits": "Höhere Limits",
    "Event invitations": "Einladungen zu Events",
    "All of Platinum": "Alles von Platin",
    "Tailored bonuses": "Maßgeschneiderte Boni",
    "Everything, by invitation": "Alles, auf Einladung",
  },
};
