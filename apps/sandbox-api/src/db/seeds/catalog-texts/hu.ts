import type { CatalogTextsOfLocale } from "./types.ts";

export const hu: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Üdvözlő ajánlat", summary: "100% akár 1000 EUR-ig az első befizetésedre", body: "Regisztrálj még ma, és duplázd meg az első befizetésed." },
    "weekend-reload": { title: "Hétvégi reload", summary: "75% minden hétvégén", body: "Fizess be péntektől vasárnapig, és kapj 75%-ot pluszban." },
    "daily-rakeback": { title: "Napi rakeback", summary: "Cashback minden nap a naptáradban", body: "Minden tét egy része visszakerül a jutalomnaptáradba. Vedd fel ma vagy holnap." },
    "spring-slot-race": { title: "Tavaszi nyerőgépverseny", summary: "5000 EUR összdíjazás", body: "Csatlakozz a versenyhez a versenyek oldalán, és lépj feljebb a ranglistán." },
  },
  allBonuses: "Összes bónusz",
  terms: { heading: "Feltételek", onePerPerson: "Személyenként egy fiók.", generalTerms: "Az általános <a href=\"/bonus-terms\">bónuszfeltételek</a> érvényesek." },
  tournaments: {
    "spring-slot-race": { name: "Tavaszi nyerőgépverseny", description: "Tegyél fel a legtöbbet bármelyik nyerőgépen, és nyerj részt az 5000 EUR-ból." },
    "multiplier-madness": { name: "Szorzóőrület", description: "A felsorolt nyerőgépeken egyetlen pörgetés legnagyobb szorzója nyer." },
    "weekend-race": { name: "Hétvégi verseny", description: "Pénteken indul: fogadj, és lépj feljebb a ranglistán." },
    "winter-cup": { name: "Téli kupa", description: "A múlt szezon szorzókupája." },
  },
  levels: { Bronze: "Bronz", Silver: "Ezüst", Gold: "Arany", Platinum: "Platina", Diamond: "Gyémánt", Black: "Fekete" },
  perks: {
    "Daily rakeback": "Napi rakeback",
    "Weekly cashback": "Heti cashback",
    "Birthday bonus": "Születésnapi bónusz",
    "Faster withdrawals": "Gyorsabb kifizetések",
    "Personal manager": "Személyes menedzser",
    "Higher limits": "Magasabb limitek",
    "Event invitations": "Meghívók eseményekre",
    "All of Platinum": "A Platina szint minden előnye",
    "Tailored bonuses": "Személyre szabott bónuszok",
    "Everything, by invitation": "Minden, meghívásra",
  },
};
