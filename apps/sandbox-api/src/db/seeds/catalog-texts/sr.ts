import type { CatalogTextsOfLocale } from "./types.ts";

export const sr: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Понуда добродошлице", summary: "100% до 1000 EUR на прву уплату", body: "Региструј се данас и удвостручи своју прву уплату." },
    "weekend-reload": { title: "Викенд релоуд", summary: "75% сваког викенда", body: "Уплати од петка до недеље и добиј 75% више." },
    "daily-rakeback": { title: "Дневни рејкбек", summary: "Кешбек у твом календару сваког дана", body: "Део сваке опкладе враћа се у твој календар награда. Преузми га данас или сутра." },
    "spring-slot-race": { title: "Пролећна трка слотова", summary: "Наградни фонд 5000 EUR", body: "Укључи се у трку на страници турнира и пењи се на табели." },
  },
  allBonuses: "Погледај све бонусе",
  terms: { heading: "Услови", onePerPerson: "Један налог по особи.", generalTerms: "Важе општи <a href=\"/bonus-terms\">услови бонуса</a>." },
  tournaments: {
    "spring-slot-race": { name: "Пролећна трка слотова", description: "Уложи највише на било ком слоту и освоји део од 5000 EUR." },
    "multiplier-madness": { name: "Лудило множилаца", description: "Побеђује највећи множилац једног окретања на наведеним слотовима." },
    "weekend-race": { name: "Викенд трка", description: "Почиње у петак: улажи да се попнеш на табели." },
    "winter-cup": { name: "Зимски куп", description: "Куп множилаца прошле сезоне." },
  },
  levels: { Bronze: "Бронза", Silver: "Сребро", Gold: "Злато", Platinum: "Платина", Diamond: "Дијамант", Black: "Црна" },
  perks: {
    "Daily rakeback": "Дневни рејкбек",
    "Weekly cashback": "Недељни кешбек",
    "Birthday bonus": "Рођендански бонус",
    "Faster withdrawals": "Брже исплате",
    "Personal manager": "Лични менаџер",
    "Higher limits": "Виши лимити",
    "Event invitations": "Позивнице за догађаје",
    "All of Platinum": "Све са нивоа Платина",
    "Tailored bonuses": "Бонуси по мери",
    "Everything, by invitation": "Све, уз позивницу",
  },
};
