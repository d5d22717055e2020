import type { CatalogTextsOfLocale } from "./types.ts";

export const ar: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "عرض الترحيب", summary: "100% حتى 1000 EUR على إيداعك الأول", body: "سجّل اليوم وضاعف إيداعك الأول." },
    "weekend-reload": { title: "إعادة تعبئة نهاية الأسبوع", summary: "75% كل نهاية أسبوع", body: "أودِع من الجمعة إلى الأحد واحصل على 75% إضافية." },
    "daily-rakeback": { title: "استرداد الرهانات اليومي", summary: "استرداد نقدي في تقويمك كل يوم", body: "يعود جزء من كل رهان إلى تقويم مكافآتك. اطلبه اليوم أو غدًا." },
    "spring-slot-race": { title: "سباق السلوتس الربيعي", summary: "جوائز بقيمة 5000 EUR", body: "انضم إلى السباق من صفحة البطولات وتقدّم في لوحة المتصدرين." },
  },
  allBonuses: "عرض كل المكافآت",
  terms: { heading: "الشروط", onePerPerson: "حساب واحد لكل شخص.", generalTerms: "تسري <a href=\"/bonus-terms\">الشروط العامة للمكافآت</a>." },
  tournaments: {
    "spring-slot-race": { name: "سباق السلوتس الربيعي", description: "راهن بأكبر مبلغ على أي سلوت واربح حصة من 5000 EUR." },
    "multiplier-madness": { name: "جنون المضاعفات", description: "يفوز أكبر مضاعف في دورة واحدة على السلوتس المذكورة." },
    "weekend-race": { name: "سباق نهاية الأسبوع", description: "يبدأ يوم الجمعة: راهن لتتقدم في الترتيب." },
    "winter-cup": { name: "كأس الشتاء", description: "كأس المضاعفات للموسم الماضي." },
  },
  levels: { Bronze: "برونزي", Silver: "فضي", Gold: "ذهبي", Platinum: "بلاتيني", Diamond: "ماسي", Black: "أسود" },
  perks: {
    "Daily rakeback": "استرداد الرهانات اليومي",
    "Weekly cashback": "استرداد نقدي أسبوعي",
    "Birthday bonus": "مكافأة عيد الميلاد",
    "Faster withdrawals": "سحوبات أسرع",
    "Personal manager": "مدير شخصي",
    "Higher limits": "حدود أعلى",
    "Event invitations": "دعوات إلى فعاليات",
    "All of Platinum": "كل مزايا المستوى البلاتيني",
    "Tailored bonuses": "مكافآت مصممة لك",
    "Everything, by invitation": "كل شيء، بدعوة",
  },
};
