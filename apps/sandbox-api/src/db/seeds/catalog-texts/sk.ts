import type { CatalogTextsOfLocale } from "./types.ts";

export const sk: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Uvítacia ponuka", summary: "100 % až do 1000 EUR k vášmu prvému vkladu", body: "Zaregistrujte sa ešte dnes a zdvojnásobte svoj prvý vklad." },
    "weekend-reload": { title: "Víkendový reload", summary: "75 % každý víkend", body: "Vložte od piatka do nedele a získajte 75 % navyše." },
    "daily-rakeback": { title: "Denný rakeback", summary: "Cashback vo vašom kalendári každý deň", body: "Časť každej stávky sa vracia do vášho kalendára odmien. Vyzdvihnite si ju dnes alebo zajtra." },
    "spring-slot-race": { title: "Jarné preteky automatov", summary: "Výherný fond 5000 EUR", body: "Zapojte sa do pretekov na stránke turnajov a stúpajte v rebríčku." },
  },
  allBonuses: "Zobraziť všetky bonusy",
  terms: { heading: "Podmienky", onePerPerson: "Jeden účet na osobu.", generalTerms: "Platia <a href=\"/bonus-terms\">všeobecné bonusové podmienky</a>." },
  tournaments: {
    "spring-slot-race": { name: "Jarné preteky automatov", description: "Stavte najviac na ľubovoľný automat a vyhrajte podiel z 5000 EUR." },
    "multiplier-madness": { name: "Šialenstvo násobičov", description: "Vyhráva najväčší násobič jedného zatočenia na uvedených automatoch." },
    "weekend-race": { name: "Víkendové preteky", description: "Začínajú v piatok: stávkujte a stúpajte v rebríčku." },
    "winter-cup": { name: "Zimný pohár", description: "Pohár násobičov minulej sezóny." },
  },
  levels: { Bronze: "Bronz", Silver: "Striebro", Gold: "Zlato", Platinum: "Platina", Diamond: "Diamant", Black: "Čierna" },
  perks: {
    "Daily rakeback": "Denný rakeback",
    "Weekly cashback": "Týždenný cashback",
    "Birthday bonus": "Narodeninový bonus",
    "Faster withdrawals": "Rýchlejšie výbery",
    "Personal manager": "Osobný manažér",
    "Higher limits": "Vyššie limity",
    "Event invitations": "Pozvánky na podujatia",
    "All of Platinum": "Všetko z úrovne Platina",
    "Tailored bonuses": "Bonusy na mieru",
    "Everything, by invitation": "Všetko, na pozvanie",
  },
};
