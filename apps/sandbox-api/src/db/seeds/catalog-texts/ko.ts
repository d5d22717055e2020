import type { CatalogTextsOfLocale } from "./types.ts";

export const ko: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "웰컴 오퍼", summary: "첫 입금 시 최대 1000 EUR까지 100%", body: "지금 가입하고 첫 입금을 두 배로 받으세요." },
    "weekend-reload": { title: "주말 리로드", summary: "매주 주말 75%", body: "금요일부터 일요일까지 입금하고 75%를 추가로 받으세요." },
    "daily-rakeback": { title: "데일리 레이크백", summary: "매일 캘린더에 캐시백", body: "모든 베팅의 일부가 리워드 캘린더로 돌아옵니다. 오늘이나 내일 받으세요." },
    "spring-slot-race": { title: "봄 슬롯 레이스", summary: "상금 5000 EUR", body: "토너먼트 페이지에서 레이스에 참가하고 순위표를 올라가세요." },
  },
  allBonuses: "모든 보너스 보기",
  terms: { heading: "약관", onePerPerson: "1인 1계정입니다.", generalTerms: "<a href=\"/bonus-terms\">보너스 일반 약관</a>이 적용됩니다." },
  tournaments: {
    "spring-slot-race": { name: "봄 슬롯 레이스", description: "아무 슬롯에서나 가장 많이 베팅하고 5000 EUR 중 일부를 받으세요." },
    "multiplier-madness": { name: "멀티플라이어 매드니스", description: "지정된 슬롯에서 한 번의 스핀으로 가장 높은 배수가 우승합니다." },
    "weekend-race": { name: "주말 레이스", description: "금요일 시작: 베팅하여 순위를 올리세요." },
    "winter-cup": { name: "윈터 컵", description: "지난 시즌의 배수 컵입니다." },
  },
  levels: { Bronze: "브론즈", Silver: "실버", Gold: "골드", Platinum: "플래티넘", Diamond: "다이아몬드", Black: "블랙" },
  perks: {
    "Daily rakeback": "데일리 레이크백",
    "Weekly cashback": "주간 캐시백",
    "Birthday bonus": "생일 보너스",
    "Faster withdrawals": "더 빠른 출금",
    "Personal manager": "전담 매니저",
    "Higher limits": "더 높은 한도",
    "Event invitations": "이벤트 초대",
    "All of Platinum": "플래티넘 혜택 전체",
    "Tailored bonuses": "맞춤형 보너스",
    "Everything, by invitation": "모든 혜택, 초대제",
  },
};
