import type { BonusTextsOfLocale } from "./types.ts";

export const pl: BonusTextsOfLocale = {
  termsHeading: "Warunki",
  seeTerms: 'Zobacz <a href="/bonus-terms">ogólny regulamin bonusów</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Bonus powitalny",
      bannerTitle: "100% do 1000 EUR od pierwszej wpłaty",
      description: "Podwój swoją pierwszą wpłatę.",
      items: [
        "Za pierwszą wpłatę w wysokości co najmniej 100 EUR, w ciągu 30 dni od rejestracji.",
        "Obróć bonus <strong>35 razy</strong> w ciągu 30 dni.",
        "Najpierw grasz prawdziwymi pieniędzmi, potem środkami bonusowymi.",
      ],
    },
    "second-deposit": {
      name: "Bonus od drugiej wpłaty",
      bannerTitle: "50% do 300 EUR od drugiej wpłaty",
      description: "Połowa więcej do drugiej wpłaty.",
      items: [
        "Za drugą wpłatę w wysokości co najmniej 20 EUR.",
        "Obróć bonus 30 razy w ciągu 14 dni.",
      ],
    },
    "weekend-reload": {
      name: "Weekendowy reload",
      bannerTitle: "75% reloadu od piątku do niedzieli",
      description: "Bonus reload na weekend.",
      items: [
        "Do aktywacji w piątki, soboty i niedziele, raz w tygodniu.",
        "Do obrotu 40x liczą się tylko zakłady za prawdziwe pieniądze.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR za darmo",
      bannerTitle: "10 EUR za darmo, bez wpłaty",
      description: "Wypróbuj kasyno na nasz koszt.",
      items: [
        "W ciągu 7 dni od rejestracji, raz na gracza.",
        "Obrót 40 razy; wygrane są ograniczone do 100 EUR.",
        "Niedostępny dla zduplikowanych kont.",
      ],
    },
    "free-spins-50": {
      name: "50 darmowych spinów",
      bannerTitle: "50 darmowych spinów na nasze najlepsze sloty",
      description: "Zakręć za darmo naszymi najpopularniejszymi slotami.",
      items: [
        "Darmowe spiny tylko na wymienionych grach.",
        "Wygrane to środki bonusowe do obrotu 30 razy, maksymalnie 200 EUR.",
        "Tylko dla pierwszych 1000 graczy, raz w miesiącu.",
      ],
    },
    "daily-rakeback": {
      name: "Codzienny rakeback",
      bannerTitle: "5% strat z powrotem w kalendarzu",
      description: "Cashback, który trafia do Twojego kalendarza nagród.",
      items: [
        "Odbierz go dziś lub jutro w kalendarzu.",
        "Nie potrzebujesz wpłaty w ostatnich dniach, ale co najmniej jednej wpłaty w ogóle.",
        "Raz dziennie.",
      ],
    },
    "weekly-cashback": {
      name: "Tygodniowy cashback",
      bannerTitle: "10% tygodniowego cashbacku",
      description: "10% tygodniowych strat netto, do jednokrotnego obrotu.",
      items: [
        "Wymaga wpłaty w ciągu ostatnich 7 dni.",
        "Obejmuje straty netto od ostatniego tygodniowego cashbacku (maksymalnie 7 dni).",
        "Obróć cashback jeden raz.",
      ],
    },
    "vip-spring-chip": {
      name: "Wiosenny żeton VIP",
      bannerTitle: "25 za darmo w naszej wiosennej kampanii VIP",
      description: "Darmowy żeton dla graczy kampanii VIPSPRING.",
      items: [
        "Tylko dla graczy, którzy dołączyli przez kampanię VIPSPRING.",
        "Tylko dla kont w EUR i CAD.",
      ],
    },
    "summer-deposit": {
      name: "Letni bonus od wpłaty",
      bannerTitle: "200% letniego bonusu od wpłaty",
      description: "Oferta z zeszłego lata.",
      items: [
        "Zakończona.",
      ],
    },
    "next-month-spins": {
      name: "Spiny w przyszłym miesiącu",
      bannerTitle: "20 darmowych spinów już wkrótce",
      description: "Startuje za dziesięć dni.",
      items: [
        "Aktywuj, gdy oferta się rozpocznie.",
      ],
    },
    "withdrawn-offer": {
      name: "Wycofana oferta",
      bannerTitle: "Żeton 5 EUR (wycofany)",
      description: "Oferta nie jest już dostępna.",
      items: [
        "Anulowana przez operatora.",
      ],
    },
  },
};
