import type { CatalogTextsOfLocale } from "./types.ts";

export const ja: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "ウェルカムオファー", summary: "初回入金に最大1000 EURの100%ボーナス", body: "今すぐ登録して、初回入金を2倍にしましょう。" },
    "weekend-reload": { title: "週末リロード", summary: "毎週末75%", body: "金曜日から日曜日までに入金すると、75%が上乗せされます。" },
    "daily-rakeback": { title: "デイリーレーキバック", summary: "毎日カレンダーにキャッシュバック", body: "すべてのベットの一部がリワードカレンダーに戻ります。今日か明日に受け取ってください。" },
    "spring-slot-race": { title: "春のスロットレース", summary: "賞金総額5000 EUR", body: "トーナメントページからレースに参加して、リーダーボードを駆け上がりましょう。" },
  },
  allBonuses: "すべてのボーナスを見る",
  terms: { heading: "規約", onePerPerson: "お一人様1アカウントまで。", generalTerms: "<a href=\"/bonus-terms\">ボーナス一般規約</a>が適用されます。" },
  tournaments: {
    "spring-slot-race": { name: "春のスロットレース", description: "どのスロットでも最も多くベットして、5000 EURの一部を獲得しましょう。" },
    "multiplier-madness": { name: "マルチプライヤー・マッドネス", description: "対象スロットで1回のスピンの最大倍率が勝ちます。" },
    "weekend-race": { name: "週末レース", description: "金曜日スタート：ベットしてランキングを上げましょう。" },
    "winter-cup": { name: "ウィンターカップ", description: "前シーズンの倍率カップ。" },
  },
  levels: { Bronze: "ブロンズ", Silver: "シルバー", Gold: "ゴールド", Platinum: "プラチナ", Diamond: "ダイヤモンド", Black: "ブラック" },
  perks: {
    "Daily rakeback": "デイリーレーキバック",
    "Weekly cashback": "ウィークリーキャッシュバック",
    "Birthday bonus": "誕生日ボーナス",
    "Faster withdrawals": "よりスピーディーな出金",
    "Personal manager": "専任マネージャー",
    "Higher limits": "より高い上限",
    "Event invitations": "イベントへのご招待",
    "All of Platinum": "プラチナの特典すべて",
    "Tailored bonuses": "あなただけのボーナス",
    "Everything, by invitation": "すべて、ご招待制",
  },
};
