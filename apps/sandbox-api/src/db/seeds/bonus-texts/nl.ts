import type { BonusTextsOfLocale } from "./types.ts";

export const nl: BonusTextsOfLocale = {
  termsHeading: "Voorwaarden",
  seeTerms: 'Zie de <a href="/bonus-terms">algemene bonusvoorwaarden</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Welkomstbonus",
      bannerTitle: "100% tot 1000 EUR op je eerste storting",
      description: "Verdubbel je eerste storting.",
      items: [
        "Voor je eerste storting van minimaal 100 EUR, binnen 30 dagen na registratie.",
        "Zet de bonus binnen 30 dagen <strong>35 keer</strong> in.",
        "Eerst wordt met echt geld gespeeld, daarna met bonusgeld.",
      ],
    },
    "second-deposit": {
      name: "Bonus op de tweede storting",
      bannerTitle: "50% tot 300 EUR op je tweede storting",
      description: "De helft extra op je tweede storting.",
      items: [
        "Voor je tweede storting van minimaal 20 EUR.",
        "Zet de bonus binnen 14 dagen 30 keer in.",
      ],
    },
    "weekend-reload": {
      name: "Weekendreload",
      bannerTitle: "75% reload elke vrijdag tot en met zondag",
      description: "Een reloadbonus voor het weekend.",
      items: [
        "Te activeren op vrijdag, zaterdag en zondag, één keer per week.",
        "Alleen inzetten met echt geld tellen mee voor de inzetvereiste van 40x.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR gratis",
      bannerTitle: "10 EUR gratis, geen storting nodig",
      description: "Probeer het casino op onze kosten.",
      items: [
        "Binnen 7 dagen na registratie, één keer per speler.",
        "40 keer inzetten; winsten zijn beperkt tot 100 EUR.",
        "Niet beschikbaar voor dubbele accounts.",
      ],
    },
    "free-spins-50": {
      name: "50 gratis spins",
      bannerTitle: "50 gratis spins op onze beste slots",
      description: "Draai onze populairste slots gratis.",
      items: [
        "Gratis spins alleen op de genoemde spellen.",
        "Winsten zijn bonusgeld met een inzetvereiste van 30 keer, maximaal 200 EUR.",
        "Alleen voor de eerste 1000 spelers, één keer per maand.",
      ],
    },
    "daily-rakeback": {
      name: "Dagelijkse rakeback",
      bannerTitle: "5% van je verliezen terug in de kalender",
      description: "Cashback die in je beloningskalender belandt.",
      items: [
        "Claim hem vandaag of morgen in de kalender.",
        "Geen storting in de afgelopen dagen nodig, wel minimaal één storting ooit.",
        "Eén keer per dag.",
      ],
    },
    "weekly-cashback": {
      name: "Wekelijkse cashback",
      bannerTitle: "10% wekelijkse cashback",
      description: "10% van de nettoverliezen van de week, één keer inzetten.",
      items: [
        "Vereist een storting in de afgelopen 7 dagen.",
        "Dekt de nettoverliezen sinds je laatste wekelijkse cashback (maximaal 7 dagen).",
        "Zet de cashback één keer in.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP-lentechip",
      bannerTitle: "25 gratis in onze VIP-lentecampagne",
      description: "Een gratis chip voor spelers van de campagne VIPSPRING.",
      items: [
        "Alleen voor spelers die via de campagne VIPSPRING zijn gekomen.",
        "Alleen voor accounts in EUR en CAD.",
      ],
    },
    "summer-deposit": {
      name: "Zomerstortingsbonus",
      bannerTitle: "200% zomerstortingsbonus",
      description: "Het aanbod van vorige zomer.",
      items: [
        "Afgelopen.",
      ],
    },
    "next-month-spins": {
      name: "Spins van volgende maand",
      bannerTitle: "20 gratis spins binnenkort",
      description: "Begint over tien dagen.",
      items: [
        "Activeer zodra het aanbod is begonnen.",
      ],
    },
    "withdrawn-offer": {
      name: "Ingetrokken aanbod",
      bannerTitle: "Chip van 5 EUR (ingetrokken)",
      description: "Wordt niet meer aangeboden.",
      items: [
        "Geannuleerd door de aanbieder.",
      ],
    },
  },
};
