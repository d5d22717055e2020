// Issue 31: the names of wallet movements that the history's method column shows (a movement without a payment
// method), in every interface language: the ones the interface gives their types (packages/account history-labels).

/** The wallet movements that the history lists without a payment method. */
export type MovementKind = "bonus" | "bonus_conversion" | "bonus_forfeit" | "rakeback" | "cashback" | "referral" | "refund" | "adjustment";

/** English, as the sandbox writes them where a locale has none. */
export const englishMovementLabels: Readonly<Record<MovementKind, string>> = {
  bonus: "Bonus", bonus_conversion: "Bonus conversion", bonus_forfeit: "Bonus forfeited", rakeback: "Rakeback", cashback: "Cashback", referral: "Referral reward", refund: "Refund", adjustment: "Adjustment",
};

/** The names of wallet movements, by locale. */
export const movementLabelsByLocale: Readonly<Record<string, Readonly<Record<MovementKind, string>>>> = {
  de: { bonus: "Bonus", bonus_conversion: "Bonusumwandlung", bonus_forfeit: "Bonus verfallen", rakeback: "Rakeback", cashback: "Cashback", referral: "Empfehlungsprämie", refund: "Rückerstattung", adjustment: "Korrektur" },
  fr: { bonus: "Bonus", bonus_conversion: "Conversion du bonus", bonus_forfeit: "Bonus perdu", rakeback: "Rakeback", cashback: "Cashback", referral: "Récompense de parrainage", refund: "Remboursement", adjustment: "Ajustement" },
  es: { bonus: "Bono", bonus_conversion: "Conversión del bono", bonus_forfeit: "Bono perdido", rakeback: "Rakeback", cashback: "Cashback", referral: "Recompensa por referido", refund: "Reembolso", adjustment: "Ajuste" },
  it: { bonus: "Bonus", bonus_conversion: "Conversione del bonus", bonus_forfeit: "Bonus perso", rakeback: "Rakeback", cashback: "Cashback", referral: "Premio per l’invito", refund: "Rimborso", adjustment: "Rettifica" },
  pt: { bonus: "Bónus", bonus_conversion: "Conversão do bónus", bonus_forfeit: "Bónus perdido", rakeback: "Rakeback", cashback: "Cashback", referral: "Recompensa por indicação", refund: "Reembolso", adjustment: "Ajuste" },
  "pt-BR": { bonus: "Bônus", bonus_conversion: "Conversão do bônus", bonus_forfeit: "Bônus perdido", rakeback: "Rakeback", cashback: "Cashback", referral: "Recompensa por indicação", refund: "Reembolso", adjustment: "Ajuste" },
  nl: { bonus: "Bonus", bonus_conversion: "Bonusomzetting", bonus_forfeit: "Bonus vervallen", rakeback: "Rakeback", cashback: "Cashback", referral: "Beloning voor uitnodiging", refund: "Terugbetaling", adjustment: "Correctie" },
  pl: { bonus: "Bonus", bonus_conversion: "Konwersja bonusu", bonus_forfeit: "Bonus przepadł", rakeback: "Rakeback", cashback: "Cashback", referral: "Nagroda za polecenie", refund: "Zwrot", adjustment: "Korekta" },
  cs: { bonus: "Bonus", bonus_conversion: "Převod bonusu", bonus_forfeit: "Bonus propadl", rakeback: "Rakeback", cashback: "Cashback", referral: "Odměna za doporučení", refund: "Vrácení peněz", adjustment: "Úprava" },
  sk: { bonus: "Bonus", bonus_conversion: "Konverzia bonusu", bonus_forfeit: "Bonus prepadol", rakeback: "Rakeback", cashback: "Cashback", referral: "Odmena za odporúčanie", refund: "Vrátenie peňazí", adjustment: "Úprava" },
  hu: { bonus: "Bónusz", bonus_conversion: "Bónuszátváltás", bonus_forfeit: "Bónusz elvesztve", rakeback: "Rakeback", cashback: "Cashback", referral: "Ajánlói jutalom", refund: "Visszatérítés", adjustment: "Korrekció" },
  ro: { bonus: "Bonus", bonus_conversion: "Conversie bonus", bonus_forfeit: "Bonus pierdut", rakeback: "Rakeback", cashback: "Cashback", referral: "Recompensă pentru recomandare", refund: "Rambursare", adjustment: "Ajustare" },
  bg: { bonus: "Бонус", bonus_conversion: "Преобразуване на бонуса", bonus_forfeit: "Бонусът е загубен", rakeback: "Рейкбек", cashback: "Кешбек", referral: "Награда за препоръка", refund: "Възстановяване", adjustment: "Корекция" },
  el: { bonus: "Μπόνους", bonus_conversion: "Μετατροπή μπόνους", bonus_forfeit: "Το μπόνους χάθηκε", rakeback: "Rakeback", cashback: "Cashback", referral: "Ανταμοιβή παραπομπής", refund: "Επιστροφή χρημάτων", adjustment: "Προσαρμογή" },
  tr: { bonus: "Bonus", bonus_conversion: "Bonus dönüştürme", bonus_forfeit: "Bonus kaybedildi", rakeback: "Rakeback", cashback: "Cashback", referral: "Davet ödülü", refund: "İade", adjustment: "Düzeltme" },
  ru: { bonus: "Бонус", bonus_conversion: "Конвертация бонуса", bonus_forfeit: "Бонус аннулирован", rakeback: "Рейкбек", cashback: "Кешбэк", referral: "Реферальное вознаграждение", refund: "Возврат", adjustment: "Корректировка" },
  uk: { bonus: "Бонус", bonus_conversion: "Конвертація бонусу", bonus_forfeit: "Бонус анульовано", rakeback: "Рейкбек", cashback: "Кешбек", referral: "Реферальна винагорода", refund: "Повернення", adjustment: "Коригування" },
  fi: { bonus: "Bonus", bonus_conversion: "Bonuksen muunto", bonus_forfeit: "Bonus menetetty", rakeback: "Rakeback", cashback: "Cashback", referral: "Suosittelupalkkio", refund: "Hyvitys", adjustment: "Oikaisu" },
  sv: { bonus: "Bonus", bonus_conversion: "Bonusomvandling", bonus_forfeit: "Bonus förverkad", rakeback: "Rakeback", cashback: "Cashback", referral: "Värvningsbelöning", refund: "Återbetalning", adjustment: "Justering" },
  nb: { bonus: "Bonus", bonus_conversion: "Bonuskonvertering", bonus_forfeit: "Bonus tapt", rakeback: "Rakeback", cashback: "Cashback", referral: "Vervebelønning", refund: "Refusjon", adjustment: "Justering" },
  da: { bonus: "Bonus", bonus_conversion: "Bonuskonvertering", bonus_forfeit: "Bonus fortabt", rakeback: "Rakeback", cashback: "Cashback", referral: "Henvisningsbelønning", refund: "Refusion", adjustment: "Justering" },
  et: { bonus: "Boonus", bonus_conversion: "Boonuse konverteerimine", bonus_forfeit: "Boonus kaotatud", rakeback: "Rakeback", cashback: "Cashback", referral: "Soovitustasu", refund: "Tagasimakse", adjustment: "Korrigeerimine" },
  lv: { bonus: "Bonuss", bonus_conversion: "Bonusa konvertēšana", bonus_forfeit: "Bonuss zaudēts", rakeback: "Rakeback", cashback: "Cashback", referral: "Ieteikuma atlīdzība", refund: "Naudas atmaksa", adjustment: "Korekcija" },
  lt: { bonus: "Premija", bonus_conversion: "Premijos konvertavimas", bonus_forfeit: "Premija prarasta", rakeback: "Rakeback", cashback: "Pinigų grąžinimas", referral: "Rekomendavimo atlygis", refund: "Mokėjimo grąžinimas", adjustment: "Koregavimas" },
  sl: { bonus: "Bonus", bonus_conversion: "Pretvorba bonusa", bonus_forfeit: "Bonus je odvzet", rakeback: "Rakeback", cashback: "Cashback", referral: "Nagrada za priporočilo", refund: "Vračilo", adjustment: "Prilagoditev" },
  hr: { bonus: "Bonus", bonus_conversion: "Pretvorba bonusa", bonus_forfeit: "Bonus je oduzet", rakeback: "Rakeback", cashback: "Cashback", referral: "Nagrada za preporuku", refund: "Povrat", adjustment: "Prilagodba" },
  sr: { bonus: "Бонус", bonus_conversion: "Конверзија бонуса", bonus_forfeit: "Бонус изгубљен", rakeback: "Рејкбек", cashback: "Кешбек", referral: "Награда за препоруку", refund: "Повраћај", adjustment: "Корекција" },
  ja: { bonus: "ボーナス", bonus_conversion: "ボーナス転換", bonus_forfeit: "ボーナス没収", rakeback: "レーキバック", cashback: "キャッシュバック", referral: "紹介報酬", refund: "返金", adjustment: "調整" },
  ko: { bonus: "보너스", bonus_conversion: "보너스 전환", bonus_forfeit: "보너스 몰수됨", rakeback: "레이크백", cashback: "캐시백", referral: "추천 보상", refund: "환불", adjustment: "조정" },
  zh: { bonus: "奖金", bonus_conversion: "奖金转换", bonus_forfeit: "奖金已没收", rakeback: "返水", cashback: "返现", referral: "推荐奖励", refund: "退款", adjustment: "调整" },
  hi: { bonus: "बोनस", bonus_conversion: "बोनस रूपांतरण", bonus_forfeit: "बोनस ज़ब्त", rakeback: "रेकबैक", cashback: "कैशबैक", referral: "रेफ़रल इनाम", refund: "रिफ़ंड", adjustment: "समायोजन" },
  th: { bonus: "โบนัส", bonus_conversion: "การแปลงโบนัส", bonus_forfeit: "โบนัสถูกริบ", rakeback: "เรคแบ็ก", cashback: "เงินคืน", referral: "รางวัลการแนะนำ", refund: "คืนเงิน", adjustment: "การปรับยอด" },
  vi: { bonus: "Tiền thưởng", bonus_conversion: "Chuyển đổi tiền thưởng", bonus_forfeit: "Tiền thưởng bị hủy bỏ", rakeback: "Hoàn trả", cashback: "Hoàn tiền", referral: "Phần thưởng giới thiệu", refund: "Hoàn tiền giao dịch", adjustment: "Điều chỉnh" },
  id: { bonus: "Bonus", bonus_conversion: "Konversi bonus", bonus_forfeit: "Bonus hangus", rakeback: "Rakeback", cashback: "Cashback", referral: "Hadiah referral", refund: "Pengembalian dana", adjustment: "Penyesuaian" },
  ar: { bonus: "المكافأة", bonus_conversion: "تحويل المكافأة", bonus_forfeit: "مكافأة ملغاة", rakeback: "استرداد الرهانات", cashback: "استرداد نقدي", referral: "مكافأة الإحالة", refund: "استرداد", adjustment: "تعديل" },
  he: { bonus: "בונוס", bonus_conversion: "המרת בונוס", bonus_forfeit: "הבונוס בוטל ואבד", rakeback: "רייקבק", cashback: "קאשבק", referral: "תגמול הפניה", refund: "החזר", adjustment: "התאמה" },
  fa: { bonus: "بونوس", bonus_conversion: "تبدیل بونوس", bonus_forfeit: "بونوس از دست رفت", rakeback: "ریک‌بک", cashback: "کش‌بک", referral: "پاداش معرفی", refund: "بازپرداخت", adjustment: "اصلاحیه" },
};
