import type { CatalogTextsOfLocale } from "./types.ts";

export const pl: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Oferta powitalna", summary: "100% do 1000 EUR przy pierwszej wpłacie", body: "Zarejestruj się dziś i podwój swoją pierwszą wpłatę." },
    "weekend-reload": { title: "Weekendowy reload", summary: "75% w każdy weekend", body: "Doładuj od piątku do niedzieli i otrzymaj 75% więcej." },
    "daily-rakeback": { title: "Codzienny rakeback", summary: "Cashback w twoim kalendarzu każdego dnia", body: "Część każdego zakładu wraca do twojego kalendarza nagród. Odbierz ją dziś lub jutro." },
    "spring-slot-race": { title: "Wiosenny wyścig slotów", summary: "Pula nagród 5000 EUR", body: "Dołącz do wyścigu na stronie turniejów i wspinaj się w rankingu." },
  },
  allBonuses: "Zobacz wszystkie bonusy",
  terms: { heading: "Warunki", onePerPerson: "Jedno konto na osobę.", generalTerms: "Obowiązuje <a href=\"/bonus-terms\">ogólny regulamin bonusów</a>." },
  tournaments: {
    "spring-slot-race": { name: "Wiosenny wyścig slotów", description: "Postaw najwięcej na dowolnym slocie i wygraj część z 5000 EUR." },
    "multiplier-madness": { name: "Szaleństwo mnożników", description: "Wygrywa największy mnożnik jednego spinu na wymienionych slotach." },
    "weekend-race": { name: "Weekendowy wyścig", description: "Startuje w piątek: obracaj, aby piąć się w rankingu." },
    "winter-cup": { name: "Puchar zimowy", description: "Puchar mnożników z poprzedniego sezonu." },
  },
  levels: { Bronze: "Brąz", Silver: "Srebro", Gold: "Złoto", Platinum: "Platyna", Diamond: "Diament", Black: "Czerń" },
  perks: {
    "Daily rakeback": "Codzienny rakeback",
    "Weekly cashback": "Cotygodniowy cashback",
    "Birthday bonus": "Bonus urodzinowy",
    "Faster withdrawals": "Szybsze wypłaty",
    "Personal manager": "Osobisty opiekun",
    "Higher limits": "Wyższe limity",
    "Event invitations": "Zaproszenia na wydarzenia",
    "All of Platinum": "Wszystko z poziomu Platyna",
    "Tailored bonuses": "Bonusy szyte na miarę",
    "Everything, by invitation": "Wszystko, na zaproszenie",
  },
};
