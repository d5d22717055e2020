export interface BonusText {
  name: string;
  bannerTitle: string;
  description: string;
  termsHtml: string;
}

// Terms are the simple HTML a back office produces; the client sanitises it before rendering.
const terms = (heading: string, items: string[]) =>
  `<h3>${heading}</h3><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul><p>See the <a href="/bonus-terms">general bonus terms</a>.</p>`;

const en = (name: string, bannerTitle: string, description: string, items: string[]): BonusText => ({
  name,
  bannerTitle,
  description,
  termsHtml: terms("Terms", items),
});

/** Texts by bonus slug and locale; English always, German, Spanish, French and Turkish for the headline offers. */
export const BONUS_TEXTS: Record<string, Record<string, BonusText>> = {
  "welcome-deposit": {
    en: en("Welcome bonus", "100% up to 1000 EUR on your first deposit", "Double your first deposit.", [
      "For your first deposit of at least 100 EUR, within 30 days of registering.",
      "Wager the bonus <strong>35 times</strong> within 30 days.",
      "Real money is played first, then bonus money.",
    ]),
    de: { name: "Willkommensbonus", bannerTitle: "100% bis zu 1000 EUR auf Ihre erste Einzahlung", description: "Verdoppeln Sie Ihre erste Einzahlung.", termsHtml: terms("Bedingungen", ["Für Ihre erste Einzahlung ab 100 EUR, innerhalb von 30 Tagen nach der Registrierung.", "Setzen Sie den Bonus <strong>35-mal</strong> innerhalb von 30 Tagen um."]) },
    es: { name: "Bono de bienvenida", bannerTitle: "100% hasta 1000 EUR en tu primer depósito", description: "Duplica tu primer depósito.", termsHtml: terms("Condiciones", ["Para tu primer depósito de al menos 100 EUR, en los 30 días siguientes al registro.", "Apuesta el bono <strong>35 veces</strong> en 30 días."]) },
    fr: { name: "Bonus de bienvenue", bannerTitle: "100% jusqu'à 1000 EUR sur votre premier dépôt", description: "Doublez votre premier dépôt.", termsHtml: terms("Conditions", ["Pour votre premier dépôt d'au moins 100 EUR, dans les 30 jours suivant l'inscription.", "Misez le bonus <strong>35 fois</strong> en 30 jours."]) },
    tr: { name: "Hoş geldin bonusu", bannerTitle: "İlk yatırımınıza 1000 EUR'ya kadar %100", description: "İlk yatırımınızı ikiye katlayın.", termsHtml: terms("Koşullar", ["Kayıttan sonraki 30 gün içinde en az 100 EUR'luk ilk yatırımınız için.", "Bonusu 30 gün içinde <strong>35 kez</strong> çevirin."]) },
  },
  "second-deposit": {
    en: en("Second deposit bonus", "50% up to 300 EUR on deposit two", "Half as much again on your second deposit.", ["For your second deposit of at least 20 EUR.", "Wager the bonus 30 times within 14 days."]),
    de: { name: "Bonus zur zweiten Einzahlung", bannerTitle: "50% bis zu 300 EUR auf Einzahlung zwei", description: "Die Hälfte obendrauf.", termsHtml: terms("Bedingungen", ["Für Ihre zweite Einzahlung ab 20 EUR.", "30-facher Umsatz innerhalb von 14 Tagen."]) },
  },
  "weekend-reload": {
    en: en("Weekend reload", "75% reload every Friday to Sunday", "A reload bonus for the weekend.", ["Can be activated on Fridays, Saturdays and Sundays, once a week.", "Only bets with real money count towards the 40x wagering."]),
  },
  "no-deposit-10": {
    en: en("10 EUR free", "10 EUR free, no deposit needed", "Try the casino on us.", ["Within 7 days of registering, once per player.", "Wager 40 times; winnings are capped at 100 EUR.", "Not available to duplicate accounts."]),
    de: { name: "10 EUR gratis", bannerTitle: "10 EUR gratis, ohne Einzahlung", description: "Testen Sie das Casino auf unsere Kosten.", termsHtml: terms("Bedingungen", ["Innerhalb von 7 Tagen nach der Registrierung, einmal pro Spieler.", "40-facher Umsatz; Gewinne bis 100 EUR."]) },
    es: { name: "10 EUR gratis", bannerTitle: "10 EUR gratis sin depósito", description: "Prueba el casino por nuestra cuenta.", termsHtml: terms("Condiciones", ["En los 7 días siguientes al registro, una vez por jugador.", "Apuesta 40 veces; ganancias hasta 100 EUR."]) },
    tr: { name: "10 EUR bedava", bannerTitle: "Yatırımsız 10 EUR bedava", description: "Casinoyu bizden deneyin.", termsHtml: terms("Koşullar", ["Kayıttan sonraki 7 gün içinde, oyuncu başına bir kez.", "40 kez çevirin; kazanç üst sınırı 100 EUR."]) },
  },
  "free-spins-50": {
    en: en("50 free spins", "50 free spins on our top slots", "Spin our most popular slots for free.", ["Free spins on the listed games only.", "Winnings are bonus money wagered 30 times, capped at 200 EUR.", "Limited to the first 1000 players, once a month."]),
    de: { name: "50 Freispiele", bannerTitle: "50 Freispiele auf unsere Top-Slots", description: "Unsere beliebtesten Slots gratis drehen.", termsHtml: terms("Bedingungen", ["Nur für die genannten Spiele.", "Gewinne 30-fach umsetzen, höchstens 200 EUR."]) },
    fr: { name: "50 tours gratuits", bannerTitle: "50 tours gratuits sur nos meilleurs slots", description: "Faites tourner nos slots les plus populaires.", termsHtml: terms("Conditions", ["Uniquement sur les jeux listés.", "Gains à miser 30 fois, plafonnés à 200 EUR."]) },
  },
  "daily-rakeback": {
    en: en("Daily rakeback", "5% of your losses back in the calendar", "Cashback that lands in your rewards calendar.", ["Claim it today or tomorrow from the calendar.", "No deposit in the last days needed, but at least one deposit ever.", "Once a day."]),
    de: { name: "Tägliches Rakeback", bannerTitle: "5% Ihrer Verluste zurück im Kalender", description: "Cashback in Ihrem Belohnungskalender.", termsHtml: terms("Bedingungen", ["Heute oder morgen im Kalender abholen.", "Einmal pro Tag."]) },
    es: { name: "Rakeback diario", bannerTitle: "5% de tus pérdidas de vuelta en el calendario", description: "Cashback en tu calendario de recompensas.", termsHtml: terms("Condiciones", ["Reclámalo hoy o mañana desde el calendario.", "Una vez al día."]) },
  },
  "weekly-cashback": {
    en: en("Weekly cashback", "10% weekly cashback", "10% of the week's net losses, wagered once.", ["Needs a deposit in the last 7 days.", "Covers net losses since your last weekly cashback (at most 7 days).", "Wager the cashback once."]),
  },
  "vip-spring-chip": {
    en: en("VIP spring chip", "25 free for our spring VIP campaign", "A free chip for players of the VIPSPRING campaign.", ["Only for players who joined through the VIPSPRING campaign.", "EUR and CAD accounts only."]),
  },
  "summer-deposit": {
    en: en("Summer deposit bonus", "200% summer deposit bonus", "Last summer's offer.", ["Ended."]),
  },
  "next-month-spins": {
    en: en("Next month's spins", "20 free spins coming soon", "Starts in ten days.", ["Activate once it has started."]),
  },
  "withdrawn-offer": {
    en: en("Withdrawn offer", "5 EUR chip (withdrawn)", "No longer offered.", ["Cancelled by the operator."]),
  },
};
