import type { CatalogTextsOfLocale } from "./types.ts";

export const uk: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Вітальна пропозиція", summary: "100% до 1000 EUR на перший депозит", body: "Зареєструйтеся сьогодні й подвойте свій перший депозит." },
    "weekend-reload": { title: "Релоуд вихідних", summary: "75% щовихідних", body: "Поповнюйте з п’ятниці до неділі й отримуйте 75% зверху." },
    "daily-rakeback": { title: "Щоденний рейкбек", summary: "Кешбек у вашому календарі щодня", body: "Частина кожної ставки повертається до вашого календаря нагород. Заберіть її сьогодні або завтра." },
    "spring-slot-race": { title: "Весняні слот-перегони", summary: "Призовий фонд 5000 EUR", body: "Долучайтеся до перегонів на сторінці турнірів і піднімайтеся в таблиці лідерів." },
  },
  allBonuses: "Усі бонуси",
  terms: { heading: "Умови", onePerPerson: "Один обліковий запис на особу.", generalTerms: "Діють <a href=\"/bonus-terms\">загальні умови бонусів</a>." },
  tournaments: {
    "spring-slot-race": { name: "Весняні слот-перегони", description: "Поставте найбільше на будь-якому слоті й виграйте частку з 5000 EUR." },
    "multiplier-madness": { name: "Шаленство множників", description: "Перемагає найбільший множник одного спіну на зазначених слотах." },
    "weekend-race": { name: "Перегони вихідних", description: "Старт у п’ятницю: робіть ставки, щоб піднятися в таблиці." },
    "winter-cup": { name: "Зимовий кубок", description: "Кубок множників минулого сезону." },
  },
  levels: { Bronze: "Бронза", Silver: "Срібло", Gold: "Золото", Platinum: "Платина", Diamond: "Діамант", Black: "Чорний" },
  perks: {
    "Daily rakeback": "Щоденний рейкбек",
    "Weekly cashback": "Щотижневий кешбек",
    "Birthday bonus": "Бонус на день народження",
    "Faster withdrawals": "Швидше виведення коштів",
    "Personal manager": "Персональний менеджер",
    "Higher limits": "Вищі ліміти",
    "Event invitations": "Запрошення на події",
    "All of Platinum": "Усе з рівня Платина",
    "Tailored bonuses": "Індивідуальні бонуси",
    "Everything, by invitation": "Усе, за запрошенням",
  },
};
