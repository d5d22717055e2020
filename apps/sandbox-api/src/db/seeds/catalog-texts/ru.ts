import type { CatalogTextsOfLocale } from "./types.ts";

export const ru: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Приветственное предложение", summary: "100% до 1000 EUR на первый депозит", body: "Зарегистрируйтесь сегодня и удвойте свой первый депозит." },
    "weekend-reload": { title: "Релоуд выходного дня", summary: "75% каждые выходные", body: "Пополняйте счёт с пятницы по воскресенье и получайте 75% сверху." },
    "daily-rakeback": { title: "Ежедневный рейкбек", summary: "Кешбэк в вашем календаре каждый день", body: "Часть каждой ставки возвращается в ваш календарь наград. Заберите её сегодня или завтра." },
    "spring-slot-race": { title: "Весенняя слот-гонка", summary: "Призовой фонд 5000 EUR", body: "Присоединяйтесь к гонке на странице турниров и поднимайтесь в таблице лидеров." },
  },
  allBonuses: "Все бонусы",
  terms: { heading: "Условия", onePerPerson: "Один аккаунт на человека.", generalTerms: "Действуют <a href=\"/bonus-terms\">общие условия бонусов</a>." },
  tournaments: {
    "spring-slot-race": { name: "Весенняя слот-гонка", description: "Поставьте больше всех на любом слоте и выиграйте долю от 5000 EUR." },
    "multiplier-madness": { name: "Безумие множителей", description: "Побеждает самый большой множитель одного спина на указанных слотах." },
    "weekend-race": { name: "Гонка выходного дня", description: "Старт в пятницу: делайте ставки, чтобы подняться в таблице." },
    "winter-cup": { name: "Зимний кубок", description: "Кубок множителей прошлого сезона." },
  },
  levels: { Bronze: "Бронза", Silver: "Серебро", Gold: "Золото", Platinum: "Платина", Diamond: "Бриллиант", Black: "Чёрный" },
  perks: {
    "Daily rakeback": "Ежедневный рейкбек",
    "Weekly cashback": "Еженедельный кешбэк",
    "Birthday bonus": "Бонус ко дню рождения",
    "Faster withdrawals": "Более быстрые выводы",
    "Personal manager": "Персональный менеджер",
    "Higher limits": "Повышенные лимиты",
    "Event invitations": "Приглашения на мероприятия",
    "All of Platinum": "Всё из уровня Платина",
    "Tailored bonuses": "Индивидуальные бонусы",
    "Everything, by invitation": "Всё, по приглашению",
  },
};
