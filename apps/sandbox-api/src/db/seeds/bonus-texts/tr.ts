import type { BonusTextsOfLocale } from "./types.ts";

export const tr: BonusTextsOfLocale = {
  termsHeading: "Koşullar",
  seeTerms: '<a href="/bonus-terms">Genel bonus şartlarına</a> bakın.',
  bonuses: {
    "welcome-deposit": {
      name: "Hoş geldin bonusu",
      bannerTitle: "İlk yatırımınıza 1000 EUR'ya kadar %100",
      description: "İlk yatırımınızı ikiye katlayın.",
      items: [
        "Kayıttan sonraki 30 gün içinde en az 100 EUR'luk ilk yatırımınız için.",
        "Bonusu 30 gün içinde <strong>35 kez</strong> çevirin.",
        "Önce gerçek parayla, sonra bonus parayla oynanır.",
      ],
    },
    "second-deposit": {
      name: "İkinci yatırım bonusu",
      bannerTitle: "İkinci yatırıma 300 EUR'ya kadar %50",
      description: "İkinci yatırımınıza yarısı kadar ek bonus.",
      items: [
        "En az 20 EUR'luk ikinci yatırımınız için.",
        "Bonusu 14 gün içinde 30 kez çevirin.",
      ],
    },
    "weekend-reload": {
      name: "Hafta sonu yeniden yükleme",
      bannerTitle: "Her cuma-pazar %75 yeniden yükleme",
      description: "Hafta sonuna özel yeniden yükleme bonusu.",
      items: [
        "Cuma, cumartesi ve pazar günleri, haftada bir kez etkinleştirilebilir.",
        "40x çevrim şartına yalnızca gerçek parayla yapılan bahisler sayılır.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR bedava",
      bannerTitle: "Yatırımsız 10 EUR bedava",
      description: "Casinoyu bizden deneyin.",
      items: [
        "Kayıttan sonraki 7 gün içinde, oyuncu başına bir kez.",
        "40 kez çevirin; kazanç üst sınırı 100 EUR.",
        "Çift hesaplar için geçerli değildir.",
      ],
    },
    "free-spins-50": {
      name: "50 bedava dönüş",
      bannerTitle: "En iyi slotlarımızda 50 bedava dönüş",
      description: "En popüler slotlarımızı bedava çevirin.",
      items: [
        "Bedava dönüşler yalnızca listelenen oyunlarda geçerlidir.",
        "Kazançlar 30 kez çevrilmesi gereken bonus paradır, en fazla 200 EUR.",
        "İlk 1000 oyuncuyla sınırlı, ayda bir kez.",
      ],
    },
    "daily-rakeback": {
      name: "Günlük rakeback",
      bannerTitle: "Kayıplarınızın %5'i takvimde geri",
      description: "Ödül takviminize düşen nakit iade.",
      items: [
        "Bugün ya da yarın takvimden alın.",
        "Son günlerde yatırım gerekmez, ama en az bir kez yatırım yapmış olmalısınız.",
        "Günde bir kez.",
      ],
    },
    "weekly-cashback": {
      name: "Haftalık nakit iade",
      bannerTitle: "%10 haftalık nakit iade",
      description: "Haftanın net kayıplarının %10'u, bir kez çevrilir.",
      items: [
        "Son 7 gün içinde yatırım gerektirir.",
        "Son haftalık nakit iadenizden bu yana net kayıpları kapsar (en fazla 7 gün).",
        "Nakit iadeyi bir kez çevirin.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP bahar çipi",
      bannerTitle: "Bahar VIP kampanyamızda 25 bedava",
      description: "VIPSPRING kampanyası oyuncularına bedava çip.",
      items: [
        "Yalnızca VIPSPRING kampanyasıyla katılan oyuncular için.",
        "Yalnızca EUR ve CAD hesapları için.",
      ],
    },
    "summer-deposit": {
      name: "Yaz yatırım bonusu",
      bannerTitle: "%200 yaz yatırım bonusu",
      description: "Geçen yazın teklifi.",
      items: [
        "Sona erdi.",
      ],
    },
    "next-month-spins": {
      name: "Gelecek ayın dönüşleri",
      bannerTitle: "20 bedava dönüş çok yakında",
      description: "On gün içinde başlıyor.",
      items: [
        "Başladıktan sonra etkinleştirin.",
      ],
    },
    "withdrawn-offer": {
      name: "Geri çekilen teklif",
      bannerTitle: "5 EUR çip (geri çekildi)",
      description: "Artık sunulmuyor.",
      items: [
        "Operatör tarafından iptal edildi.",
      ],
    },
  },
};
