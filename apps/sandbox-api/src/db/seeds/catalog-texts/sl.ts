import type { CatalogTextsOfLocale } from "./types.ts";

export const sl: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Ponudba dobrodošlice", summary: "100 % do 1000 EUR ob vašem prvem pologu", body: "Registrirajte se še danes in podvojite svoj prvi polog." },
    "weekend-reload": { title: "Vikend reload", summary: "75 % vsak vikend", body: "Vplačajte od petka do nedelje in prejmite 75 % več." },
    "daily-rakeback": { title: "Dnevni rakeback", summary: "Cashback v vašem koledarju vsak dan", body: "Del vsake stave se vrne v vaš koledar nagrad. Prevzemite ga danes ali jutri." },
    "spring-slot-race": { title: "Pomladna dirka igralnih avtomatov", summary: "Nagradni sklad 5000 EUR", body: "Pridružite se dirki na strani turnirjev in se povzpnite na lestvici." },
  },
  allBonuses: "Oglejte si vse bonuse",
  terms: { heading: "Pogoji", onePerPerson: "En račun na osebo.", generalTerms: "Veljajo splošni <a href=\"/bonus-terms\">pogoji bonusov</a>." },
  tournaments: {
    "spring-slot-race": { name: "Pomladna dirka igralnih avtomatov", description: "Stavite največ na katerem koli avtomatu in osvojite delež 5000 EUR." },
    "multiplier-madness": { name: "Norija množiteljev", description: "Zmaga največji množitelj enega vrtljaja na navedenih avtomatih." },
    "weekend-race": { name: "Vikend dirka", description: "Začne se v petek: stavite in se povzpnite na lestvici." },
    "winter-cup": { name: "Zimski pokal", description: "Pokal množiteljev prejšnje sezone." },
  },
  levels: { Bronze: "Bron", Silver: "Srebro", Gold: "Zlato", Platinum: "Platina", Diamond: "Diamant", Black: "Črna" },
  perks: {
    "Daily rakeback": "Dnevni rakeback",
    "Weekly cashback": "Tedenski cashback",
    "Birthday bonus": "Rojstnodnevni bonus",
    "Faster withdrawals": "Hitrejša izplačila",
    "Personal manager": "Osebni upravitelj",
    "Higher limits": "Višje omejitve",
    "Event invitations": "Vabila na dogodke",
    "All of Platinum": "Vse iz ravni Platina",
    "Tailored bonuses": "Bonusi po meri",
    "Everything, by invitation": "Vse, na povabilo",
  },
};
