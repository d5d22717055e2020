import type { BonusTextsOfLocale } from "./types.ts";

export const fr: BonusTextsOfLocale = {
  termsHeading: "Conditions",
  seeTerms: 'Voir les <a href="/bonus-terms">conditions générales des bonus</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Bonus de bienvenue",
      bannerTitle: "100 % jusqu’à 1000 EUR sur votre premier dépôt",
      description: "Doublez votre premier dépôt.",
      items: [
        "Pour votre premier dépôt d’au moins 100 EUR, dans les 30 jours suivant l’inscription.",
        "Misez le bonus <strong>35 fois</strong> en 30 jours.",
        "L’argent réel est joué en premier, puis l’argent bonus.",
      ],
    },
    "second-deposit": {
      name: "Bonus du deuxième dépôt",
      bannerTitle: "50 % jusqu’à 300 EUR sur le deuxième dépôt",
      description: "La moitié en plus sur votre deuxième dépôt.",
      items: [
        "Pour votre deuxième dépôt d’au moins 20 EUR.",
        "Misez le bonus 30 fois en 14 jours.",
      ],
    },
    "weekend-reload": {
      name: "Recharge du week-end",
      bannerTitle: "Recharge de 75 % chaque week-end, du vendredi au dimanche",
      description: "Un bonus de recharge pour le week-end.",
      items: [
        "Activable le vendredi, le samedi et le dimanche, une fois par semaine.",
        "Seules les mises en argent réel comptent pour les conditions de mise de 40x.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR offerts",
      bannerTitle: "10 EUR offerts, sans dépôt",
      description: "Essayez le casino à nos frais.",
      items: [
        "Dans les 7 jours suivant l’inscription, une fois par joueur.",
        "Misez 40 fois ; les gains sont plafonnés à 100 EUR.",
        "Non disponible pour les comptes en double.",
      ],
    },
    "free-spins-50": {
      name: "50 tours gratuits",
      bannerTitle: "50 tours gratuits sur nos meilleures machines à sous",
      description: "Faites tourner gratuitement nos machines à sous les plus populaires.",
      items: [
        "Tours gratuits uniquement sur les jeux indiqués.",
        "Les gains sont de l’argent bonus à miser 30 fois, plafonné à 200 EUR.",
        "Réservé aux 1000 premiers joueurs, une fois par mois.",
      ],
    },
    "daily-rakeback": {
      name: "Rakeback quotidien",
      bannerTitle: "5 % de vos pertes remboursés dans le calendrier",
      description: "Du cashback versé dans votre calendrier de récompenses.",
      items: [
        "Réclamez-le aujourd’hui ou demain depuis le calendrier.",
        "Aucun dépôt récent n’est nécessaire, mais au moins un dépôt depuis l’ouverture du compte.",
        "Une fois par jour.",
      ],
    },
    "weekly-cashback": {
      name: "Cashback hebdomadaire",
      bannerTitle: "10 % de cashback chaque semaine",
      description: "10 % des pertes nettes de la semaine, à miser une fois.",
      items: [
        "Nécessite un dépôt au cours des 7 derniers jours.",
        "Couvre les pertes nettes depuis votre dernier cashback hebdomadaire (7 jours au plus).",
        "Misez le cashback une fois.",
      ],
    },
    "vip-spring-chip": {
      name: "Jeton VIP de printemps",
      bannerTitle: "25 offerts pour notre campagne VIP de printemps",
      description: "Un jeton gratuit pour les joueurs de la campagne VIPSPRING.",
      items: [
        "Réservé aux joueurs venus par la campagne VIPSPRING.",
        "Comptes en EUR et CAD uniquement.",
      ],
    },
    "summer-deposit": {
      name: "Bonus de dépôt d’été",
      bannerTitle: "Bonus de dépôt d’été de 200 %",
      description: "L’offre de l’été dernier.",
      items: [
        "Terminée.",
      ],
    },
    "next-month-spins": {
      name: "Tours du mois prochain",
      bannerTitle: "20 tours gratuits bientôt",
      description: "Commence dans dix jours.",
      items: [
        "Activez-la une fois commencée.",
      ],
    },
    "withdrawn-offer": {
      name: "Offre retirée",
      bannerTitle: "Jeton de 5 EUR (retiré)",
      description: "N’est plus proposée.",
      items: [
        "Annulée par l’opérateur.",
      ],
    },
  },
};
