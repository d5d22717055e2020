import type { CatalogTextsOfLocale } from "./types.ts";

export const bg: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Оферта за добре дошли", summary: "100% до 1000 EUR за първия ви депозит", body: "Регистрирайте се днес и удвоете първия си депозит." },
    "weekend-reload": { title: "Уикенд презареждане", summary: "75% всеки уикенд", body: "Депозирайте от петък до неделя и получете 75% отгоре." },
    "daily-rakeback": { title: "Дневен рейкбек", summary: "Кешбек в календара ви всеки ден", body: "Част от всеки залог се връща в календара ви с награди. Вземете я днес или утре." },
    "spring-slot-race": { title: "Пролетно слот състезание", summary: "Награден фонд 5000 EUR", body: "Включете се в състезанието от страницата с турнири и се изкачете в класацията." },
  },
  allBonuses: "Виж всички бонуси",
  terms: { heading: "Условия", onePerPerson: "Един акаунт на човек.", generalTerms: "Важат <a href=\"/bonus-terms\">общите условия за бонуси</a>." },
  tournaments: {
    "spring-slot-race": { name: "Пролетно слот състезание", description: "Заложете най-много на който и да е слот и спечелете дял от 5000 EUR." },
    "multiplier-madness": { name: "Лудост на множителите", description: "Печели най-големият множител от едно завъртане на посочените слотове." },
    "weekend-race": { name: "Уикенд състезание", description: "Започва в петък: залагайте, за да се изкачите в класацията." },
    "winter-cup": { name: "Зимна купа", description: "Купата на множителите от миналия сезон." },
  },
  levels: { Bronze: "Бронз", Silver: "Сребро", Gold: "Злато", Platinum: "Платина", Diamond: "Диамант", Black: "Черно" },
  perks: {
    "Daily rakeback": "Дневен рейкбек",
    "Weekly cashback": "Седмичен кешбек",
    "Birthday bonus": "Бонус за рожден ден",
    "Faster withdrawals": "По-бързо теглене",
    "Personal manager": "Личен мениджър",
    "Higher limits": "По-високи лимити",
    "Event invitations": "Покани за събития",
    "All of Platinum": "Всичко от ниво Платина",
    "Tailored bonuses": "Бонуси по мярка",
    "Everything, by invitation": "Всичко, с покана",
  },
};
