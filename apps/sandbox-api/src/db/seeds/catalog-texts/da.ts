import type { CatalogTextsOfLocale } from "./types.ts";

export const da: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Velkomsttilbud", summary: "100 % op til 1000 EUR på din første indbetaling", body: "Tilmeld dig i dag, og fordobl din første indbetaling." },
    "weekend-reload": { title: "Weekendreload", summary: "75 % hver weekend", body: "Indbetal fra fredag til søndag, og få 75 % oveni." },
    "daily-rakeback": { title: "Daglig rakeback", summary: "Cashback i din kalender hver dag", body: "En del af hver indsats går tilbage til din belønningskalender. Hent den i dag eller i morgen." },
    "spring-slot-race": { title: "Forårets spilleautomatløb", summary: "Præmiepulje på 5000 EUR", body: "Deltag i løbet fra turneringssiden, og kravl op ad ranglisten." },
  },
  allBonuses: "Se alle bonusser",
  terms: { heading: "Vilkår", onePerPerson: "Én konto pr. person.", generalTerms: "De generelle <a href=\"/bonus-terms\">bonusvilkår</a> gælder." },
  tournaments: {
    "spring-slot-race": { name: "Forårets spilleautomatløb", description: "Sats mest på en vilkårlig spilleautomat, og vind en del af 5000 EUR." },
    "multiplier-madness": { name: "Multiplikatorvanvid", description: "Den største multiplikator på et enkelt spin på de nævnte automater vinder." },
    "weekend-race": { name: "Weekendløb", description: "Starter fredag: sats for at kravle op ad ranglisten." },
    "winter-cup": { name: "Vintercup", description: "Sidste sæsons multiplikatorcup." },
  },
  levels: { Bronze: "Bronze", Silver: "Sølv", Gold: "Guld", Platinum: "Platin", Diamond: "Diamant", Black: "Sort" },
  perks: {
    "Daily rakeback": "Daglig rakeback",
    "Weekly cashback": "Ugentlig cashback",
    "Birthday bonus": "Fødselsdagsbonus",
    "Faster withdrawals": "Hurtigere udbetalinger",
    "Personal manager": "Personlig manager",
    "Higher limits": "Højere grænser",
    "Event invitations": "Invitationer til events",
    "All of Platinum": "Alt fra Platin",
    "Tailored bonuses": "Skræddersyede bonusser",
    "Everything, by invitation": "Alt, på invitation",
  },
};
