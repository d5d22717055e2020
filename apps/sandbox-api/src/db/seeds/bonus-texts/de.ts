import type { BonusTextsOfLocale } from "./types.ts";

export const de: BonusTextsOfLocale = {
  termsHeading: "Bedingungen",
  seeTerms: 'Siehe die <a href="/bonus-terms">allgemeinen Bonusbedingungen</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Willkommensbonus",
      bannerTitle: "100% bis zu 1000 EUR auf deine erste Einzahlung",
      description: "Verdopple deine erste Einzahlung.",
      items: [
        "Für deine erste Einzahlung ab 100 EUR, innerhalb von 30 Tagen nach der Registrierung.",
        "Setze den Bonus innerhalb von 30 Tagen <strong>35-mal</strong> um.",
        "Zuerst wird mit Echtgeld gespielt, dann mit Bonusgeld.",
      ],
    },
    "second-deposit": {
      name: "Bonus zur zweiten Einzahlung",
      bannerTitle: "50% bis zu 300 EUR auf deine zweite Einzahlung",
      description: "Die Hälfte obendrauf auf deine zweite Einzahlung.",
      items: [
        "Für deine zweite Einzahlung ab 20 EUR.",
        "Setze den Bonus innerhalb von 14 Tagen 30-mal um.",
      ],
    },
    "weekend-reload": {
      name: "Wochenend-Reload",
      bannerTitle: "75% Reload jeden Freitag bis Sonntag",
      description: "Ein Reload-Bonus fürs Wochenende.",
      items: [
        "Aktivierbar freitags, samstags und sonntags, einmal pro Woche.",
        "Nur Einsätze mit Echtgeld zählen zum 40-fachen Umsatz.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR gratis",
      bannerTitle: "10 EUR gratis, ohne Einzahlung",
      description: "Teste das Casino auf unsere Kosten.",
      items: [
        "Innerhalb von 7 Tagen nach der Registrierung, einmal pro Spieler.",
        "40-facher Umsatz; Gewinne sind auf 100 EUR begrenzt.",
        "Nicht für doppelte Konten verfügbar.",
      ],
    },
    "free-spins-50": {
      name: "50 Freispiele",
      bannerTitle: "50 Freispiele auf unsere Top-Slots",
      description: "Dreh unsere beliebtesten Slots gratis.",
      items: [
        "Freispiele nur für die genannten Spiele.",
        "Gewinne sind Bonusgeld mit 30-fachem Umsatz, höchstens 200 EUR.",
        "Begrenzt auf die ersten 1000 Spieler, einmal im Monat.",
      ],
    },
    "daily-rakeback": {
      name: "Tägliches Rakeback",
      bannerTitle: "5% deiner Verluste zurück im Kalender",
      description: "Cashback, das in deinem Prämienkalender landet.",
      items: [
        "Hol es heute oder morgen im Kalender ab.",
        "Keine Einzahlung in den letzten Tagen nötig, aber mindestens eine Einzahlung überhaupt.",
        "Einmal pro Tag.",
      ],
    },
    "weekly-cashback": {
      name: "Wöchentliches Cashback",
      bannerTitle: "10% wöchentliches Cashback",
      description: "10% der Nettoverluste der Woche, einmal umzusetzen.",
      items: [
        "Erfordert eine Einzahlung in den letzten 7 Tagen.",
        "Deckt die Nettoverluste seit deinem letzten wöchentlichen Cashback (höchstens 7 Tage).",
        "Setze das Cashback einmal um.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP-Frühlingschip",
      bannerTitle: "25 gratis zu unserer VIP-Frühlingsaktion",
      description: "Ein Gratischip für Spieler der Aktion VIPSPRING.",
      items: [
        "Nur für Spieler, die über die Aktion VIPSPRING dazugekommen sind.",
        "Nur für Konten in EUR und CAD.",
      ],
    },
    "summer-deposit": {
      name: "Sommer-Einzahlungsbonus",
      bannerTitle: "200% Sommer-Einzahlungsbonus",
      description: "Das Angebot des letzten Sommers.",
      items: [
        "Beendet.",
      ],
    },
    "next-month-spins": {
      name: "Freispiele im nächsten Monat",
      bannerTitle: "20 Freispiele in Kürze",
      description: "Startet in zehn Tagen.",
      items: [
        "Aktivierbar, sobald die Aktion begonnen hat.",
      ],
    },
    "withdrawn-offer": {
      name: "Zurückgezogenes Angebot",
      bannerTitle: "5-EUR-Chip (zurückgezogen)",
      description: "Wird nicht mehr angeboten.",
      items: [
        "Vom Betreiber storniert.",
      ],
    },
  },
};
