import type { CatalogTextsOfLocale } from "./types.ts";

export const zh: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "欢迎优惠", summary: "首次存款享100%奖金，最高1000 EUR", body: "立即注册，让您的首次存款翻倍。" },
    "weekend-reload": { title: "周末充值奖励", summary: "每个周末75%", body: "周五至周日存款，额外获得75%。" },
    "daily-rakeback": { title: "每日返水", summary: "每天返现存入您的日历", body: "每笔投注的一部分都会返回您的奖励日历。请在今天或明天领取。" },
    "spring-slot-race": { title: "春季老虎机竞赛", summary: "5000 EUR奖池", body: "在锦标赛页面加入竞赛，冲上排行榜。" },
  },
  allBonuses: "查看所有奖金",
  terms: { heading: "条款", onePerPerson: "每人限一个账户。", generalTerms: "适用<a href=\"/bonus-terms\">奖金通用条款</a>。" },
  tournaments: {
    "spring-slot-race": { name: "春季老虎机竞赛", description: "在任意老虎机上投注最多，赢取5000 EUR中的一份。" },
    "multiplier-madness": { name: "倍数狂欢", description: "在指定老虎机上单次旋转的最高倍数获胜。" },
    "weekend-race": { name: "周末竞赛", description: "周五开始：投注以提升排名。" },
    "winter-cup": { name: "冬季杯", description: "上赛季的倍数杯。" },
  },
  levels: { Bronze: "青铜", Silver: "白银", Gold: "黄金", Platinum: "铂金", Diamond: "钻石", Black: "黑金" },
  perks: {
    "Daily rakeback": "每日返水",
    "Weekly cashback": "每周返现",
    "Birthday bonus": "生日奖金",
    "Faster withdrawals": "更快提款",
    "Personal manager": "专属客户经理",
    "Higher limits": "更高限额",
    "Event invitations": "活动邀请",
    "All of Platinum": "铂金的全部权益",
    "Tailored bonuses": "专属定制奖金",
    "Everything, by invitation": "一切权益，仅限受邀",
  },
};
