import type { CatalogTextsOfLocale } from "./types.ts";

export const hr: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Ponuda dobrodošlice", summary: "100 % do 1000 EUR na vašu prvu uplatu", body: "Registrirajte se danas i udvostručite svoju prvu uplatu." },
    "weekend-reload": { title: "Vikend reload", summary: "75 % svaki vikend", body: "Uplatite od petka do nedjelje i dobijte 75 % više." },
    "daily-rakeback": { title: "Dnevni rakeback", summary: "Cashback u vašem kalendaru svaki dan", body: "Dio svake oklade vraća se u vaš kalendar nagrada. Preuzmite ga danas ili sutra." },
    "spring-slot-race": { title: "Proljetna utrka automata", summary: "Nagradni fond 5000 EUR", body: "Uključite se u utrku na stranici turnira i penjite se na ljestvici." },
  },
  allBonuses: "Pogledajte sve bonuse",
  terms: { heading: "Uvjeti", onePerPerson: "Jedan račun po osobi.", generalTerms: "Vrijede opći <a href=\"/bonus-terms\">uvjeti bonusa</a>." },
  tournaments: {
    "spring-slot-race": { name: "Proljetna utrka automata", description: "Uložite najviše na bilo kojem automatu i osvojite dio od 5000 EUR." },
    "multiplier-madness": { name: "Ludilo množitelja", description: "Pobjeđuje najveći množitelj jedne vrtnje na navedenim automatima." },
    "weekend-race": { name: "Vikend utrka", description: "Počinje u petak: ulažite kako biste se popeli na ljestvici." },
    "winter-cup": { name: "Zimski kup", description: "Kup množitelja prošle sezone." },
  },
  levels: { Bronze: "Bronca", Silver: "Srebro", Gold: "Zlato", Platinum: "Platina", Diamond: "Dijamant", Black: "Crna" },
  perks: {
    "Daily rakeback": "Dnevni rakeback",
    "Weekly cashback": "Tjedni cashback",
    "Birthday bonus": "Rođendanski bonus",
    "Faster withdrawals": "Brže isplate",
    "Personal manager": "Osobni menadžer",
    "Higher limits": "Viši limiti",
    "Event invitations": "Pozivnice na događaje",
    "All of Platinum": "Sve iz razine Platina",
    "Tailored bonuses": "Bonusi po mjeri",
    "Everything, by invitation": "Sve, na poziv",
  },
};
