import type { CatalogTextsOfLocale } from "./types.ts";

export const lv: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Sveiciena piedāvājums", summary: "100% līdz 1000 EUR tavai pirmajai iemaksai", body: "Reģistrējies šodien un dubulto savu pirmo iemaksu." },
    "weekend-reload": { title: "Nedēļas nogales reload", summary: "75% katru nedēļas nogali", body: "Iemaksā no piektdienas līdz svētdienai un saņem 75% papildus." },
    "daily-rakeback": { title: "Ikdienas rakeback", summary: "Cashback tavā kalendārā katru dienu", body: "Daļa no katras likmes atgriežas tavā balvu kalendārā. Saņem to šodien vai rīt." },
    "spring-slot-race": { title: "Pavasara slotu sacīkstes", summary: "Balvu fonds 5000 EUR", body: "Pievienojies sacīkstēm turnīru lapā un kāp augstāk līderu tabulā." },
  },
  allBonuses: "Skatīt visus bonusus",
  terms: { heading: "Noteikumi", onePerPerson: "Viens konts uz personu.", generalTerms: "Ir spēkā vispārējie <a href=\"/bonus-terms\">bonusu noteikumi</a>." },
  tournaments: {
    "spring-slot-race": { name: "Pavasara slotu sacīkstes", description: "Liec vislielākās likmes jebkurā slotā un laimē daļu no 5000 EUR." },
    "multiplier-madness": { name: "Reizinātāju trakums", description: "Uzvar lielākais viena griešanas reizinātājs norādītajos slotos." },
    "weekend-race": { name: "Nedēļas nogales sacīkstes", description: "Sākas piektdien: liec likmes, lai kāptu līderu tabulā." },
    "winter-cup": { name: "Ziemas kauss", description: "Pagājušās sezonas reizinātāju kauss." },
  },
  levels: { Bronze: "Bronza", Silver: "Sudrabs", Gold: "Zelts", Platinum: "Platīns", Diamond: "Dimants", Black: "Melnais" },
  perks: {
    "Daily rakeback": "Ikdienas rakeback",
    "Weekly cashback": "Iknedēļas cashback",
    "Birthday bonus": "Dzimšanas dienas bonuss",
    "Faster withdrawals": "Ātrākas izmaksas",
    "Personal manager": "Personīgais menedžeris",
    "Higher limits": "Augstāki limiti",
    "Event invitations": "Ielūgumi uz pasākumiem",
    "All of Platinum": "Viss no līmeņa Platīns",
    "Tailored bonuses": "Tev pielāgoti bonusi",
    "Everything, by invitation": "Viss, pēc ielūguma",
  },
};
