import type { CatalogTextsOfLocale } from "./types.ts";

export const fa: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "پیشنهاد خوشامد", summary: "۱۰۰٪ تا 1000 EUR برای اولین واریز شما", body: "همین امروز ثبت‌نام کنید و اولین واریز خود را دو برابر کنید." },
    "weekend-reload": { title: "شارژ مجدد آخر هفته", summary: "۷۵٪ هر آخر هفته", body: "از جمعه تا یکشنبه واریز کنید و ۷۵٪ اضافه بگیرید." },
    "daily-rakeback": { title: "ریک‌بک روزانه", summary: "کش‌بک هر روز در تقویم شما", body: "بخشی از هر شرط به تقویم پاداش شما برمی‌گردد. آن را امروز یا فردا دریافت کنید." },
    "spring-slot-race": { title: "مسابقه اسلات بهاری", summary: "جایزه کل 5000 EUR", body: "از صفحه تورنمنت‌ها به مسابقه بپیوندید و در جدول رده‌بندی بالا بروید." },
  },
  allBonuses: "مشاهده همه بونوس‌ها",
  terms: { heading: "شرایط", onePerPerson: "یک حساب برای هر نفر.", generalTerms: "<a href=\"/bonus-terms\">شرایط عمومی بونوس</a> اعمال می‌شود." },
  tournaments: {
    "spring-slot-race": { name: "مسابقه اسلات بهاری", description: "بیشترین شرط را روی هر اسلاتی ببندید و سهمی از 5000 EUR ببرید." },
    "multiplier-madness": { name: "جنون ضریب‌ها", description: "بزرگ‌ترین ضریب یک اسپین در اسلات‌های فهرست‌شده برنده است." },
    "weekend-race": { name: "مسابقه آخر هفته", description: "از جمعه شروع می‌شود: شرط ببندید تا در جدول بالا بروید." },
    "winter-cup": { name: "جام زمستانی", description: "جام ضریب فصل گذشته." },
  },
  levels: { Bronze: "برنز", Silver: "نقره", Gold: "طلا", Platinum: "پلاتین", Diamond: "الماس", Black: "مشکی" },
  perks: {
    "Daily rakeback": "ریک‌بک روزانه",
    "Weekly cashback": "کش‌بک هفتگی",
    "Birthday bonus": "بونوس تولد",
    "Faster withdrawals": "برداشت سریع‌تر",
    "Personal manager": "مدیر شخصی",
    "Higher limits": "محدودیت‌های بالاتر",
    "Event invitations": "دعوت به رویدادها",
    "All of Platinum": "همه مزایای پلاتین",
    "Tailored bonuses": "بونوس‌های اختصاصی",
    "Everything, by invitation": "همه‌چیز، با دعوت",
  },
};
