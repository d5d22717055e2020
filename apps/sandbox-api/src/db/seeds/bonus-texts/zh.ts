import type { BonusTextsOfLocale } from "./types.ts";

export const zh: BonusTextsOfLocale = {
  termsHeading: "条款",
  seeTerms: '请参阅<a href="/bonus-terms">奖金通用条款</a>。',
  bonuses: {
    "welcome-deposit": {
      name: "欢迎奖金",
      bannerTitle: "首次存款 100% 奖金，最高 1000 EUR",
      description: "首存翻倍。",
      items: [
        "适用于注册后 30 天内至少 100 EUR 的首次存款。",
        "须在 30 天内完成奖金 <strong>35 倍</strong>流水。",
        "先使用真钱游戏，再使用奖金。",
      ],
    },
    "second-deposit": {
      name: "第二次存款奖金",
      bannerTitle: "第二次存款 50% 奖金，最高 300 EUR",
      description: "第二次存款再送一半。",
      items: [
        "适用于至少 20 EUR 的第二次存款。",
        "须在 14 天内完成奖金 30 倍流水。",
      ],
    },
    "weekend-reload": {
      name: "周末充值奖金",
      bannerTitle: "每周五至周日 75% 充值奖金",
      description: "周末专属充值奖金。",
      items: [
        "可在周五、周六和周日激活，每周一次。",
        "只有真钱投注计入 40x 流水要求。",
      ],
    },
    "no-deposit-10": {
      name: "免费 10 EUR",
      bannerTitle: "免存款送 10 EUR",
      description: "由我们买单，体验娱乐场。",
      items: [
        "注册后 7 天内，每位玩家限一次。",
        "须完成 40 倍流水；奖金上限为 100 EUR。",
        "重复账户不可使用。",
      ],
    },
    "free-spins-50": {
      name: "50 次免费旋转",
      bannerTitle: "热门老虎机 50 次免费旋转",
      description: "免费畅玩我们最受欢迎的老虎机。",
      items: [
        "免费旋转仅限所列游戏。",
        "赢取的奖金须完成 30 倍流水，上限 200 EUR。",
        "仅限前 1000 名玩家，每月一次。",
      ],
    },
    "daily-rakeback": {
      name: "每日返水",
      bannerTitle: "在日历中返还 5% 亏损",
      description: "发放到您的奖励日历中的返现。",
      items: [
        "今天或明天在日历中领取。",
        "近几天无需存款，但至少需要有过一次存款。",
        "每天一次。",
      ],
    },
    "weekly-cashback": {
      name: "每周返现",
      bannerTitle: "每周 10% 返现",
      description: "一周净亏损的 10%，须完成一倍流水。",
      items: [
        "需在过去 7 天内有存款。",
        "涵盖自上次每周返现以来的净亏损（最多 7 天）。",
        "返现须投注一次。",
      ],
    },
    "vip-spring-chip": {
      name: "VIP 春季筹码",
      bannerTitle: "春季 VIP 活动送 25",
      description: "VIPSPRING 活动玩家专享免费筹码。",
      items: [
        "仅限通过 VIPSPRING 活动加入的玩家。",
        "仅限 EUR 和 CAD 账户。",
      ],
    },
    "summer-deposit": {
      name: "夏季存款奖金",
      bannerTitle: "200% 夏季存款奖金",
      description: "去年夏天的优惠。",
      items: [
        "已结束。",
      ],
    },
    "next-month-spins": {
      name: "下月免费旋转",
      bannerTitle: "20 次免费旋转即将推出",
      description: "十天后开始。",
      items: [
        "开始后即可激活。",
      ],
    },
    "withdrawn-offer": {
      name: "已撤回的优惠",
      bannerTitle: "5 EUR 筹码（已撤回）",
      description: "不再提供。",
      items: [
        "已被运营商取消。",
      ],
    },
  },
};
