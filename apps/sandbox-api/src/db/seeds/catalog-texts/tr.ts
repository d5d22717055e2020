import type { CatalogTextsOfLocale } from "./types.ts";

export const tr: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Hoş geldin teklifi", summary: "İlk para yatırma işleminize 1000 EUR'ya kadar %100", body: "Bugün kaydolun ve ilk yatırımınızı ikiye katlayın." },
    "weekend-reload": { title: "Hafta sonu reload", summary: "Her hafta sonu %75", body: "Cumadan pazara kadar yatırın, %75 fazlasını alın." },
    "daily-rakeback": { title: "Günlük rakeback", summary: "Her gün takviminizde cashback", body: "Her bahsin bir kısmı ödül takviminize geri döner. Bugün veya yarın talep edin." },
    "spring-slot-race": { title: "Bahar slot yarışı", summary: "5000 EUR ödül havuzu", body: "Turnuvalar sayfasından yarışa katılın ve sıralamada yükselin." },
  },
  allBonuses: "Tüm bonusları gör",
  terms: { heading: "Şartlar", onePerPerson: "Kişi başına bir hesap.", generalTerms: "Genel <a href=\"/bonus-terms\">bonus şartları</a> geçerlidir." },
  tournaments: {
    "spring-slot-race": { name: "Bahar slot yarışı", description: "Herhangi bir slotta en çok bahsi yapın ve 5000 EUR'dan pay kazanın." },
    "multiplier-madness": { name: "Çarpan çılgınlığı", description: "Listelenen slotlarda tek bir dönüşün en büyük çarpanı kazanır." },
    "weekend-race": { name: "Hafta sonu yarışı", description: "Cuma başlar: sıralamada yükselmek için bahis yapın." },
    "winter-cup": { name: "Kış kupası", description: "Geçen sezonun çarpan kupası." },
  },
  levels: { Bronze: "Bronz", Silver: "Gümüş", Gold: "Altın", Platinum: "Platin", Diamond: "Elmas", Black: "Siyah" },
  perks: {
    "Daily rakeback": "Günlük rakeback",
    "Weekly cashback": "Haftalık cashback",
    "Birthday bonus": "Doğum günü bonusu",
    "Faster withdrawals": "Daha hızlı para çekme",
    "Personal manager": "Kişisel yönetici",
    "Higher limits": "Daha yüksek limitler",
    "Event invitations": "Etkinlik davetleri",
    "All of Platinum": "Platin seviyesinin tüm ayrıcalıkları",
    "Tailored bonuses": "Size özel bonuslar",
    "Everything, by invitation": "Her şey, davetle",
  },
};
