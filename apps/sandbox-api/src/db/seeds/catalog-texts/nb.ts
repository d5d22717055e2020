import type { CatalogTextsOfLocale } from "./types.ts";

export const nb: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Velkomsttilbud", summary: "100 % opptil 1000 EUR på ditt første innskudd", body: "Registrer deg i dag og doble ditt første innskudd." },
    "weekend-reload": { title: "Helgereload", summary: "75 % hver helg", body: "Sett inn fra fredag til søndag og få 75 % ekstra." },
    "daily-rakeback": { title: "Daglig rakeback", summary: "Cashback i kalenderen din hver dag", body: "En del av hver innsats går tilbake til belønningskalenderen din. Hent den i dag eller i morgen." },
    "spring-slot-race": { title: "Vårens spilleautomatløp", summary: "Premiepott på 5000 EUR", body: "Bli med i løpet fra turneringssiden og klatre på resultattavlen." },
  },
  allBonuses: "Se alle bonuser",
  terms: { heading: "Vilkår", onePerPerson: "Én konto per person.", generalTerms: "De generelle <a href=\"/bonus-terms\">bonusvilkårene</a> gjelder." },
  tournaments: {
    "spring-slot-race": { name: "Vårens spilleautomatløp", description: "Sats mest på hvilken som helst spilleautomat og vinn en del av 5000 EUR." },
    "multiplier-madness": { name: "Multiplikatorgalskap", description: "Den største multiplikatoren på ett enkelt spinn på de oppførte automatene vinner." },
    "weekend-race": { name: "Helgeløp", description: "Starter fredag: sats for å klatre på resultattavlen." },
    "winter-cup": { name: "Vintercupen", description: "Forrige sesongs multiplikatorcup." },
  },
  levels: { Bronze: "Bronse", Silver: "Sølv", Gold: "Gull", Platinum: "Platina", Diamond: "Diamant", Black: "Svart" },
  perks: {
    "Daily rakeback": "Daglig rakeback",
    "Weekly cashback": "Ukentlig cashback",
    "Birthday bonus": "Bursdagsbonus",
    "Faster withdrawals": "Raskere uttak",
    "Personal manager": "Personlig manager",
    "Higher limits": "Høyere grenser",
    "Event invitations": "Invitasjoner til arrangementer",
    "All of Platinum": "Alt fra Platina",
    "Tailored bonuses": "Skreddersydde bonuser",
    "Everything, by invitation": "Alt, på invitasjon",
  },
};
