import type { CatalogTextsOfLocale } from "./types.ts";

export const ro: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Ofertă de bun venit", summary: "100% până la 1000 EUR la prima ta depunere", body: "Înregistrează-te azi și dublează-ți prima depunere." },
    "weekend-reload": { title: "Reload de weekend", summary: "75% în fiecare weekend", body: "Depune de vineri până duminică și primești 75% în plus." },
    "daily-rakeback": { title: "Rakeback zilnic", summary: "Cashback în calendarul tău în fiecare zi", body: "O parte din fiecare pariu se întoarce în calendarul tău de recompense. Revendic-o azi sau mâine." },
    "spring-slot-race": { title: "Cursa de sloturi de primăvară", summary: "Fond de premii de 5000 EUR", body: "Intră în cursă din pagina turneelor și urcă în clasament." },
  },
  allBonuses: "Vezi toate bonusurile",
  terms: { heading: "Termeni", onePerPerson: "Un singur cont de persoană.", generalTerms: "Se aplică <a href=\"/bonus-terms\">termenii generali ai bonusurilor</a>." },
  tournaments: {
    "spring-slot-race": { name: "Cursa de sloturi de primăvară", description: "Pariază cel mai mult la orice slot și câștigă o parte din 5000 EUR." },
    "multiplier-madness": { name: "Nebunia multiplicatorilor", description: "Câștigă cel mai mare multiplicator dintr-o singură rotire la sloturile listate." },
    "weekend-race": { name: "Cursa de weekend", description: "Începe vineri: pariază ca să urci în clasament." },
    "winter-cup": { name: "Cupa de iarnă", description: "Cupa multiplicatorilor din sezonul trecut." },
  },
  levels: { Bronze: "Bronz", Silver: "Argint", Gold: "Aur", Platinum: "Platină", Diamond: "Diamant", Black: "Negru" },
  perks: {
    "Daily rakeback": "Rakeback zilnic",
    "Weekly cashback": "Cashback săptămânal",
    "Birthday bonus": "Bonus de ziua ta",
    "Faster withdrawals": "Retrageri mai rapide",
    "Personal manager": "Manager personal",
    "Higher limits": "Limite mai mari",
    "Event invitations": "Invitații la evenimente",
    "All of Platinum": "Tot ce are nivelul Platină",
    "Tailored bonuses": "Bonusuri personalizate",
    "Everything, by invitation": "Totul, pe bază de invitație",
  },
};
