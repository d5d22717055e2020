import type { CatalogTextsOfLocale } from "./types.ts";

export const fr: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Offre de bienvenue", summary: "100 % jusqu’à 1000 EUR sur votre premier dépôt", body: "Inscrivez-vous aujourd’hui et doublez votre premier dépôt." },
    "weekend-reload": { title: "Reload du week-end", summary: "75 % chaque week-end", body: "Rechargez du vendredi au dimanche et recevez 75 % en plus." },
    "daily-rakeback": { title: "Rakeback quotidien", summary: "Du cashback dans votre calendrier chaque jour", body: "Une part de chaque mise revient dans votre calendrier de récompenses. Récupérez-la aujourd’hui ou demain." },
    "spring-slot-race": { title: "Course aux machines du printemps", summary: "Cagnotte de 5000 EUR", body: "Rejoignez la course depuis la page des tournois et grimpez au classement." },
  },
  allBonuses: "Voir tous les bonus",
  terms: { heading: "Conditions", onePerPerson: "Un seul compte par personne.", generalTerms: "Les <a href=\"/bonus-terms\">conditions générales des bonus</a> s’appliquent." },
  tournaments: {
    "spring-slot-race": { name: "Course aux machines du printemps", description: "Misez le plus sur n’importe quelle machine à sous et gagnez une part de 5000 EUR." },
    "multiplier-madness": { name: "Folie des multiplicateurs", description: "Le plus grand multiplicateur d’un seul tour sur les machines listées l’emporte." },
    "weekend-race": { name: "Course du week-end", description: "Commence vendredi : misez pour grimper au classement." },
    "winter-cup": { name: "Coupe d’hiver", description: "La coupe des multiplicateurs de la saison passée." },
  },
  levels: { Bronze: "Bronze", Silver: "Argent", Gold: "Or", Platinum: "Platine", Diamond: "Diamant", Black: "Noir" },
  perks: {
    "Daily rakeback": "Rakeback quotidien",
    "Weekly cashback": "Cashback hebdomadaire",
    "Birthday bonus": "Bonus d’anniversaire",
    "Faster withdrawals": "Retraits plus rapides",
    "Personal manager": "Gestionnaire personnel",
    "Higher limits": "Limites plus élevées",
    "Event invitations": "Invitations à des événements",
    "All of Platinum": "Tous les avantages Platine",
    "Tailored bonuses": "Bonus sur mesure",
    "Everything, by invitation": "Tout, sur invitation",
  },
};
