import type { CatalogTextsOfLocale } from "./types.ts";

export const cs: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Uvítací nabídka", summary: "100 % až 1000 EUR k vašemu prvnímu vkladu", body: "Zaregistrujte se ještě dnes a zdvojnásobte svůj první vklad." },
    "weekend-reload": { title: "Víkendový reload", summary: "75 % každý víkend", body: "Vložte od pátku do neděle a získejte 75 % navíc." },
    "daily-rakeback": { title: "Denní rakeback", summary: "Cashback ve vašem kalendáři každý den", body: "Část každé sázky se vrací do vašeho kalendáře odměn. Vyzvedněte si ji dnes nebo zítra." },
    "spring-slot-race": { title: "Jarní závod automatů", summary: "Výherní fond 5000 EUR", body: "Zapojte se do závodu na stránce turnajů a stoupejte v žebříčku." },
  },
  allBonuses: "Zobrazit všechny bonusy",
  terms: { heading: "Podmínky", onePerPerson: "Jeden účet na osobu.", generalTerms: "Platí <a href=\"/bonus-terms\">obecné bonusové podmínky</a>." },
  tournaments: {
    "spring-slot-race": { name: "Jarní závod automatů", description: "Vsaďte nejvíce na libovolný automat a vyhrajte podíl z 5000 EUR." },
    "multiplier-madness": { name: "Šílenství násobičů", description: "Vyhrává největší násobič jednoho zatočení na uvedených automatech." },
    "weekend-race": { name: "Víkendový závod", description: "Začíná v pátek: sázejte a stoupejte v žebříčku." },
    "winter-cup": { name: "Zimní pohár", description: "Pohár násobičů minulé sezóny." },
  },
  levels: { Bronze: "Bronz", Silver: "Stříbro", Gold: "Zlato", Platinum: "Platina", Diamond: "Diamant", Black: "Černá" },
  perks: {
    "Daily rakeback": "Denní rakeback",
    "Weekly cashback": "Týdenní cashback",
    "Birthday bonus": "Narozeninový bonus",
    "Faster withdrawals": "Rychlejší výběry",
    "Personal manager": "Osobní manažer",
    "Higher limits": "Vyšší limity",
    "Event invitations": "Pozvánky na akce",
    "All of Platinum": "Vše z úrovně Platina",
    "Tailored bonuses": "Bonusy na míru",
    "Everything, by invitation": "Vše, na pozvání",
  },
};
