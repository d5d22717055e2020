import type { CatalogTextsOfLocale } from "./types.ts";

export const et: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Tervituspakkumine", summary: "100% kuni 1000 EUR sinu esimesele sissemaksele", body: "Registreeru täna ja kahekordista oma esimene sissemakse." },
    "weekend-reload": { title: "Nädalavahetuse reload", summary: "75% igal nädalavahetusel", body: "Tee sissemakse reedest pühapäevani ja saa 75% lisaks." },
    "daily-rakeback": { title: "Igapäevane rakeback", summary: "Cashback sinu kalendris iga päev", body: "Osa igast panusest tuleb tagasi sinu auhinnakalendrisse. Võta see täna või homme." },
    "spring-slot-race": { title: "Kevadine slotivõistlus", summary: "Auhinnafond 5000 EUR", body: "Liitu võistlusega turniiride lehelt ja tõuse edetabelis." },
  },
  allBonuses: "Vaata kõiki boonuseid",
  terms: { heading: "Tingimused", onePerPerson: "Üks konto inimese kohta.", generalTerms: "Kehtivad üldised <a href=\"/bonus-terms\">boonustingimused</a>." },
  tournaments: {
    "spring-slot-race": { name: "Kevadine slotivõistlus", description: "Panusta kõige rohkem ükskõik millisel slotil ja võida osa 5000 EUR-st." },
    "multiplier-madness": { name: "Kordajate hullus", description: "Võidab suurim ühe keerutuse kordaja loetletud slotidel." },
    "weekend-race": { name: "Nädalavahetuse võistlus", description: "Algab reedel: panusta, et edetabelis tõusta." },
    "winter-cup": { name: "Talvekarikas", description: "Eelmise hooaja kordajakarikas." },
  },
  levels: { Bronze: "Pronks", Silver: "Hõbe", Gold: "Kuld", Platinum: "Plaatina", Diamond: "Teemant", Black: "Must" },
  perks: {
    "Daily rakeback": "Igapäevane rakeback",
    "Weekly cashback": "Iganädalane cashback",
    "Birthday bonus": "Sünnipäevaboonus",
    "Faster withdrawals": "Kiiremad väljamaksed",
    "Personal manager": "Isiklik haldur",
    "Higher limits": "Kõrgemad limiidid",
    "Event invitations": "Kutsed üritustele",
    "All of Platinum": "Kõik taseme Plaatina eelised",
    "Tailored bonuses": "Sulle kohandatud boonused",
    "Everything, by invitation": "Kõik, kutsega",
  },
};
