import type { CatalogTextsOfLocale } from "./types.ts";

export const lt: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Pasveikinimo pasiūlymas", summary: "100 % iki 1000 EUR pirmajai jūsų įmokai", body: "Užsiregistruokite šiandien ir padvigubinkite savo pirmąją įmoką." },
    "weekend-reload": { title: "Savaitgalio reload", summary: "75 % kiekvieną savaitgalį", body: "Įneškite nuo penktadienio iki sekmadienio ir gaukite 75 % papildomai." },
    "daily-rakeback": { title: "Kasdienis rakeback", summary: "Pinigų grąžinimas jūsų kalendoriuje kasdien", body: "Dalis kiekvieno statymo grįžta į jūsų apdovanojimų kalendorių. Atsiimkite ją šiandien arba rytoj." },
    "spring-slot-race": { title: "Pavasario lošimo automatų lenktynės", summary: "5000 EUR prizų fondas", body: "Prisijunkite prie lenktynių turnyrų puslapyje ir kilkite lyderių lentelėje." },
  },
  allBonuses: "Visos premijos",
  terms: { heading: "Sąlygos", onePerPerson: "Viena paskyra vienam asmeniui.", generalTerms: "Taikomos bendrosios <a href=\"/bonus-terms\">premijų sąlygos</a>." },
  tournaments: {
    "spring-slot-race": { name: "Pavasario lošimo automatų lenktynės", description: "Statykite daugiausia bet kuriame lošimo automate ir laimėkite dalį iš 5000 EUR." },
    "multiplier-madness": { name: "Daugiklių beprotybė", description: "Laimi didžiausias vieno sukimo daugiklis nurodytuose lošimo automatuose." },
    "weekend-race": { name: "Savaitgalio lenktynės", description: "Prasideda penktadienį: statykite ir kilkite lentelėje." },
    "winter-cup": { name: "Žiemos taurė", description: "Praėjusio sezono daugiklių taurė." },
  },
  levels: { Bronze: "Bronza", Silver: "Sidabras", Gold: "Auksas", Platinum: "Platina", Diamond: "Deimantas", Black: "Juodasis" },
  perks: {
    "Daily rakeback": "Kasdienis rakeback",
    "Weekly cashback": "Savaitinis pinigų grąžinimas",
    "Birthday bonus": "Gimtadienio premija",
    "Faster withdrawals": "Greitesni išmokėjimai",
    "Personal manager": "Asmeninis vadybininkas",
    "Higher limits": "Didesni limitai",
    "Event invitations": "Kvietimai į renginius",
    "All of Platinum": "Viskas iš lygio Platina",
    "Tailored bonuses": "Jums pritaikytos premijos",
    "Everything, by invitation": "Viskas, su kvietimu",
  },
};
