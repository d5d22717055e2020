import type { BonusTextsOfLocale } from "./types.ts";

export const ko: BonusTextsOfLocale = {
  termsHeading: "조건",
  seeTerms: '<a href="/bonus-terms">보너스 일반 약관</a>을 확인하세요.',
  bonuses: {
    "welcome-deposit": {
      name: "웰컴 보너스",
      bannerTitle: "첫 입금 시 최대 1000 EUR 100% 보너스",
      description: "첫 입금액을 두 배로.",
      items: [
        "가입 후 30일 이내 100 EUR 이상 첫 입금 시 지급됩니다.",
        "30일 이내에 보너스를 <strong>35배</strong> 베팅하세요.",
        "실제 머니가 먼저 사용되고 그다음 보너스 머니가 사용됩니다.",
      ],
    },
    "second-deposit": {
      name: "두 번째 입금 보너스",
      bannerTitle: "두 번째 입금 시 최대 300 EUR 50% 보너스",
      description: "두 번째 입금액의 절반을 추가로.",
      items: [
        "20 EUR 이상 두 번째 입금 시 지급됩니다.",
        "14일 이내에 보너스를 30배 베팅하세요.",
      ],
    },
    "weekend-reload": {
      name: "주말 리로드",
      bannerTitle: "매주 금요일부터 일요일까지 75% 리로드",
      description: "주말을 위한 리로드 보너스.",
      items: [
        "금요일, 토요일, 일요일에 주 1회 활성화할 수 있습니다.",
        "40x 베팅 조건에는 실제 머니 베팅만 포함됩니다.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR 무료",
      bannerTitle: "입금 없이 10 EUR 무료",
      description: "저희 부담으로 카지노를 체험해 보세요.",
      items: [
        "가입 후 7일 이내, 플레이어당 1회.",
        "40배 베팅; 당첨금은 최대 100 EUR입니다.",
        "중복 계정에는 제공되지 않습니다.",
      ],
    },
    "free-spins-50": {
      name: "무료 스핀 50회",
      bannerTitle: "인기 슬롯에서 무료 스핀 50회",
      description: "가장 인기 있는 슬롯을 무료로 돌려 보세요.",
      items: [
        "무료 스핀은 지정된 게임에서만 사용할 수 있습니다.",
        "당첨금은 30배 베팅 조건이 있는 보너스 머니이며 최대 200 EUR입니다.",
        "선착순 1000명, 월 1회.",
      ],
    },
    "daily-rakeback": {
      name: "데일리 레이크백",
      bannerTitle: "손실의 5%를 캘린더로 돌려 드립니다",
      description: "리워드 캘린더로 들어오는 캐시백.",
      items: [
        "오늘이나 내일 캘린더에서 받으세요.",
        "최근 입금은 필요 없지만, 한 번 이상 입금한 적이 있어야 합니다.",
        "하루 1회.",
      ],
    },
    "weekly-cashback": {
      name: "주간 캐시백",
      bannerTitle: "10% 주간 캐시백",
      description: "한 주 순손실의 10%, 1배 베팅.",
      items: [
        "최근 7일 이내 입금이 필요합니다.",
        "마지막 주간 캐시백 이후의 순손실이 대상입니다(최대 7일).",
        "캐시백을 1회 베팅하세요.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP 봄 칩",
      bannerTitle: "봄 VIP 캠페인에서 25 무료",
      description: "VIPSPRING 캠페인 플레이어를 위한 무료 칩.",
      items: [
        "VIPSPRING 캠페인으로 가입한 플레이어만 해당됩니다.",
        "EUR 및 CAD 계정만 해당됩니다.",
      ],
    },
    "summer-deposit": {
      name: "여름 입금 보너스",
      bannerTitle: "200% 여름 입금 보너스",
      description: "지난여름의 혜택.",
      items: [
        "종료되었습니다.",
      ],
    },
    "next-month-spins": {
      name: "다음 달 스핀",
      bannerTitle: "무료 스핀 20회 곧 시작",
      description: "10일 후에 시작됩니다.",
      items: [
        "시작된 후에 활성화하세요.",
      ],
    },
    "withdrawn-offer": {
      name: "철회된 혜택",
      bannerTitle: "5 EUR 칩(철회됨)",
      description: "더 이상 제공되지 않습니다.",
      items: [
        "운영자가 취소했습니다.",
      ],
    },
  },
};
