// Issue 31: the titles of the seeded payment methods that are words rather than a brand, in every interface language
// (payment_methods.title_texts_json); a locale without one reads the title.

/** The seeded payment methods whose title is words rather than a brand ("Bank transfer (SEPA)"). */
export type WordedMethod = "bank_transfer" | "vip_wire" | "sandbox_test_pay" | "legacy_card";

/** The titles of the worded payment methods, by locale. */
export const methodTitlesByLocale: Readonly<Record<string, Readonly<Record<WordedMethod, string>>>> = {
  de: { bank_transfer: "Banküberweisung (SEPA)", vip_wire: "VIP-Überweisung", sandbox_test_pay: "Testanbieter", legacy_card: "Karte (alter Zahlungsdienst)" },
  fr: { bank_transfer: "Virement bancaire (SEPA)", vip_wire: "Virement VIP", sandbox_test_pay: "Prestataire de test", legacy_card: "Carte (ancien prestataire)" },
  es: { bank_transfer: "Transferencia bancaria (SEPA)", vip_wire: "Transferencia VIP", sandbox_test_pay: "Proveedor de prueba", legacy_card: "Tarjeta (procesador antiguo)" },
  it: { bank_transfer: "Bonifico bancario (SEPA)", vip_wire: "Bonifico VIP", sandbox_test_pay: "Fornitore di prova", legacy_card: "Carta (vecchio processore)" },
  pt: { bank_transfer: "Transferência bancária (SEPA)", vip_wire: "Transferência VIP", sandbox_test_pay: "Fornecedor de teste", legacy_card: "Cartão (processador antigo)" },
  "pt-BR": { bank_transfer: "Transferência bancária (SEPA)", vip_wire: "Transferência VIP", sandbox_test_pay: "Provedor de teste", legacy_card: "Cartão (processador antigo)" },
  nl: { bank_transfer: "Bankoverschrijving (SEPA)", vip_wire: "VIP-overschrijving", sandbox_test_pay: "Testaanbieder", legacy_card: "Kaart (oude verwerker)" },
  pl: { bank_transfer: "Przelew bankowy (SEPA)", vip_wire: "Przelew VIP", sandbox_test_pay: "Dostawca testowy", legacy_card: "Karta (stary operator)" },
  cs: { bank_transfer: "Bankovní převod (SEPA)", vip_wire: "VIP převod", sandbox_test_pay: "Testovací poskytovatel", legacy_card: "Karta (starý zpracovatel)" },
  sk: { bank_transfer: "Bankový prevod (SEPA)", vip_wire: "VIP prevod", sandbox_test_pay: "Testovací poskytovateľ", legacy_card: "Karta (starý spracovateľ)" },
  hu: { bank_transfer: "Banki átutalás (SEPA)", vip_wire: "VIP átutalás", sandbox_test_pay: "Teszt szolgáltató", legacy_card: "Kártya (régi feldolgozó)" },
  ro: { bank_transfer: "Transfer bancar (SEPA)", vip_wire: "Transfer VIP", sandbox_test_pay: "Furnizor de test", legacy_card: "Card (procesator vechi)" },
  bg: { bank_transfer: "Банков превод (SEPA)", vip_wire: "VIP превод", sandbox_test_pay: "Тестов доставчик", legacy_card: "Карта (стар процесор)" },
  el: { bank_transfer: "Τραπεζική μεταφορά (SEPA)", vip_wire: "Μεταφορά VIP", sandbox_test_pay: "Δοκιμαστικός πάροχος", legacy_card: "Κάρτα (παλιός επεξεργαστής)" },
  tr: { bank_transfer: "Banka havalesi (SEPA)", vip_wire: "VIP havale", sandbox_test_pay: "Test sağlayıcısı", legacy_card: "Kart (eski işlemci)" },
  ru: { bank_transfer: "Банковский перевод (SEPA)", vip_wire: "VIP-перевод", sandbox_test_pay: "Тестовый провайдер", legacy_card: "Карта (старый процессинг)" },
  uk: { bank_transfer: "Банківський переказ (SEPA)", vip_wire: "VIP-переказ", sandbox_test_pay: "Тестовий провайдер", legacy_card: "Картка (старий процесинг)" },
  fi: { bank_transfer: "Pankkisiirto (SEPA)", vip_wire: "VIP-siirto", sandbox_test_pay: "Testipalveluntarjoaja", legacy_card: "Kortti (vanha käsittelijä)" },
  sv: { bank_transfer: "Banköverföring (SEPA)", vip_wire: "VIP-överföring", sandbox_test_pay: "Testleverantör", legacy_card: "Kort (gammal betalningsleverantör)" },
  nb: { bank_transfer: "Bankoverføring (SEPA)", vip_wire: "VIP-overføring", sandbox_test_pay: "Testleverandør", legacy_card: "Kort (gammel betalingsleverandør)" },
  da: { bank_transfer: "Bankoverførsel (SEPA)", vip_wire: "VIP-overførsel", sandbox_test_pay: "Testudbyder", legacy_card: "Kort (gammel betalingsudbyder)" },
  et: { bank_transfer: "Pangaülekanne (SEPA)", vip_wire: "VIP-ülekanne", sandbox_test_pay: "Testteenusepakkuja", legacy_card: "Kaart (vana töötleja)" },
  lv: { bank_transfer: "Bankas pārskaitījums (SEPA)", vip_wire: "VIP pārskaitījums", sandbox_test_pay: "Testa pakalpojumu sniedzējs", legacy_card: "Karte (vecais apstrādātājs)" },
  lt: { bank_transfer: "Banko pavedimas (SEPA)", vip_wire: "VIP pavedimas", sandbox_test_pay: "Bandomasis tiekėjas", legacy_card: "Kortelė (senas procesorius)" },
  sl: { bank_transfer: "Bančno nakazilo (SEPA)", vip_wire: "Nakazilo VIP", sandbox_test_pay: "Testni ponudnik", legacy_card: "Kartica (stari procesor)" },
  hr: { bank_transfer: "Bankovni prijenos (SEPA)", vip_wire: "VIP prijenos", sandbox_test_pay: "Testni pružatelj", legacy_card: "Kartica (stari procesor)" },
  sr: { bank_transfer: "Банковни трансфер (SEPA)", vip_wire: "VIP трансфер", sandbox_test_pay: "Тест провајдер", legacy_card: "Картица (стари процесор)" },
  ja: { bank_transfer: "銀行振込 (SEPA)", vip_wire: "VIP送金", sandbox_test_pay: "テストプロバイダー", legacy_card: "カード（旧決済代行）" },
  ko: { bank_transfer: "은행 송금 (SEPA)", vip_wire: "VIP 송금", sandbox_test_pay: "테스트 제공업체", legacy_card: "카드 (구 결제대행사)" },
  zh: { bank_transfer: "银行转账 (SEPA)", vip_wire: "VIP 电汇", sandbox_test_pay: "测试服务商", legacy_card: "银行卡（旧处理商）" },
  hi: { bank_transfer: "बैंक ट्रांसफ़र (SEPA)", vip_wire: "VIP वायर", sandbox_test_pay: "टेस्ट प्रोवाइडर", legacy_card: "कार्ड (पुराना प्रोसेसर)" },
  th: { bank_transfer: "โอนเงินผ่านธนาคาร (SEPA)", vip_wire: "โอนเงิน VIP", sandbox_test_pay: "ผู้ให้บริการทดสอบ", legacy_card: "บัตร (ผู้ประมวลผลเดิม)" },
  vi: { bank_transfer: "Chuyển khoản ngân hàng (SEPA)", vip_wire: "Chuyển khoản VIP", sandbox_test_pay: "Nhà cung cấp thử nghiệm", legacy_card: "Thẻ (bộ xử lý cũ)" },
  id: { bank_transfer: "Transfer bank (SEPA)", vip_wire: "Transfer VIP", sandbox_test_pay: "Provider uji", legacy_card: "Kartu (prosesor lama)" },
  ar: { bank_transfer: "تحويل بنكي (SEPA)", vip_wire: "تحويل VIP", sandbox_test_pay: "مزوّد تجريبي", legacy_card: "بطاقة (معالج قديم)" },
  he: { bank_transfer: "העברה בנקאית (SEPA)", vip_wire: "העברת VIP", sandbox_test_pay: "ספק בדיקה", legacy_card: "כרטיס (מעבד ישן)" },
  fa: { bank_transfer: "انتقال بانکی (SEPA)", vip_wire: "انتقال VIP", sandbox_test_pay: "ارائه‌دهنده آزمایشی", legacy_card: "کارت (پردازشگر قدیمی)" },
};
