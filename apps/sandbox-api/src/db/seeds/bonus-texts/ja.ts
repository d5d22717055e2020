import type { BonusTextsOfLocale } from "./types.ts";

export const ja: BonusTextsOfLocale = {
  termsHeading: "条件",
  seeTerms: '<a href="/bonus-terms">ボーナス一般規約</a>をご覧ください。',
  bonuses: {
    "welcome-deposit": {
      name: "ウェルカムボーナス",
      bannerTitle: "初回入金に最大1000 EURの100%ボーナス",
      description: "初回入金が2倍に。",
      items: [
        "登録から30日以内の100 EUR以上の初回入金が対象です。",
        "30日以内にボーナスの<strong>35倍</strong>の賭け条件をクリアしてください。",
        "リアルマネーが先に使われ、その後ボーナスマネーが使われます。",
      ],
    },
    "second-deposit": {
      name: "2回目入金ボーナス",
      bannerTitle: "2回目の入金に最大300 EURの50%ボーナス",
      description: "2回目の入金にさらに半額を上乗せ。",
      items: [
        "20 EUR以上の2回目の入金が対象です。",
        "14日以内にボーナスの30倍の賭け条件をクリアしてください。",
      ],
    },
    "weekend-reload": {
      name: "週末リロード",
      bannerTitle: "毎週金曜から日曜は75%リロード",
      description: "週末向けのリロードボーナス。",
      items: [
        "金曜・土曜・日曜に、週1回有効化できます。",
        "40倍の賭け条件にはリアルマネーでのベットのみがカウントされます。",
      ],
    },
    "no-deposit-10": {
      name: "10 EURプレゼント",
      bannerTitle: "入金不要で10 EURプレゼント",
      description: "カジノを無料でお試しください。",
      items: [
        "登録から7日以内、プレイヤー1人につき1回。",
        "賭け条件は40倍、勝利金の上限は100 EURです。",
        "重複アカウントはご利用いただけません。",
      ],
    },
    "free-spins-50": {
      name: "フリースピン50回",
      bannerTitle: "人気スロットでフリースピン50回",
      description: "人気のスロットを無料で回そう。",
      items: [
        "フリースピンは対象ゲームのみで有効です。",
        "勝利金はボーナスマネーとなり、賭け条件は30倍、上限は200 EURです。",
        "先着1000名様限定、月1回。",
      ],
    },
    "daily-rakeback": {
      name: "デイリーレーキバック",
      bannerTitle: "損失の5%をカレンダーで還元",
      description: "リワードカレンダーに届くキャッシュバック。",
      items: [
        "今日か明日、カレンダーから受け取ってください。",
        "直近の入金は不要ですが、過去に1回以上の入金が必要です。",
        "1日1回。",
      ],
    },
    "weekly-cashback": {
      name: "ウィークリーキャッシュバック",
      bannerTitle: "10%のウィークリーキャッシュバック",
      description: "1週間の純損失の10%、賭け条件は1倍。",
      items: [
        "過去7日以内の入金が必要です。",
        "前回のウィークリーキャッシュバック以降の純損失が対象です（最大7日）。",
        "キャッシュバックを1回賭けてください。",
      ],
    },
    "vip-spring-chip": {
      name: "VIPスプリングチップ",
      bannerTitle: "春のVIPキャンペーンで25プレゼント",
      description: "VIPSPRINGキャンペーン参加者向けの無料チップ。",
      items: [
        "VIPSPRINGキャンペーンから参加したプレイヤーのみ対象です。",
        "EURおよびCADのアカウントのみ。",
      ],
    },
    "summer-deposit": {
      name: "サマー入金ボーナス",
      bannerTitle: "200%サマー入金ボーナス",
      description: "昨年の夏のオファー。",
      items: [
        "終了しました。",
      ],
    },
    "next-month-spins": {
      name: "来月のスピン",
      bannerTitle: "フリースピン20回、まもなく開始",
      description: "10日後に開始します。",
      items: [
        "開始後に有効化してください。",
      ],
    },
    "withdrawn-offer": {
      name: "取り下げられたオファー",
      bannerTitle: "5 EURチップ（取り下げ済み）",
      description: "現在は提供していません。",
      items: [
        "運営者により取り消されました。",
      ],
    },
  },
};
