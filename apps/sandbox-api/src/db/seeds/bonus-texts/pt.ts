import type { BonusTextsOfLocale } from "./types.ts";

export const pt: BonusTextsOfLocale = {
  termsHeading: "Condições",
  seeTerms: 'Consulte os <a href="/bonus-terms">termos gerais dos bónus</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Bónus de boas-vindas",
      bannerTitle: "100% até 1000 EUR no seu primeiro depósito",
      description: "Duplique o seu primeiro depósito.",
      items: [
        "Para o seu primeiro depósito de pelo menos 100 EUR, nos 30 dias seguintes ao registo.",
        "Aposte o bónus <strong>35 vezes</strong> em 30 dias.",
        "Joga-se primeiro com dinheiro real e depois com dinheiro de bónus.",
      ],
    },
    "second-deposit": {
      name: "Bónus do segundo depósito",
      bannerTitle: "50% até 300 EUR no segundo depósito",
      description: "Metade a mais no seu segundo depósito.",
      items: [
        "Para o seu segundo depósito de pelo menos 20 EUR.",
        "Aposte o bónus 30 vezes em 14 dias.",
      ],
    },
    "weekend-reload": {
      name: "Recarga de fim de semana",
      bannerTitle: "Recarga de 75% de sexta a domingo",
      description: "Um bónus de recarga para o fim de semana.",
      items: [
        "Pode ser ativado à sexta, ao sábado e ao domingo, uma vez por semana.",
        "Só as apostas com dinheiro real contam para os requisitos de aposta de 40x.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR grátis",
      bannerTitle: "10 EUR grátis, sem depósito",
      description: "Experimente o casino por nossa conta.",
      items: [
        "Nos 7 dias seguintes ao registo, uma vez por jogador.",
        "Aposte 40 vezes; os ganhos estão limitados a 100 EUR.",
        "Não disponível para contas duplicadas.",
      ],
    },
    "free-spins-50": {
      name: "50 rodadas grátis",
      bannerTitle: "50 rodadas grátis nas nossas melhores slots",
      description: "Rode grátis as nossas slots mais populares.",
      items: [
        "Rodadas grátis apenas nos jogos indicados.",
        "Os ganhos são dinheiro de bónus a apostar 30 vezes, até 200 EUR.",
        "Limitado aos primeiros 1000 jogadores, uma vez por mês.",
      ],
    },
    "daily-rakeback": {
      name: "Rakeback diário",
      bannerTitle: "5% das suas perdas de volta no calendário",
      description: "Cashback que chega ao seu calendário de recompensas.",
      items: [
        "Resgate-o hoje ou amanhã no calendário.",
        "Não precisa de depósito nos últimos dias, mas de pelo menos um depósito na conta.",
        "Uma vez por dia.",
      ],
    },
    "weekly-cashback": {
      name: "Cashback semanal",
      bannerTitle: "10% de cashback semanal",
      description: "10% das perdas líquidas da semana, apostado uma vez.",
      items: [
        "Exige um depósito nos últimos 7 dias.",
        "Cobre as perdas líquidas desde o seu último cashback semanal (no máximo 7 dias).",
        "Aposte o cashback uma vez.",
      ],
    },
    "vip-spring-chip": {
      name: "Ficha VIP de primavera",
      bannerTitle: "25 grátis na nossa campanha VIP de primavera",
      description: "Uma ficha grátis para jogadores da campanha VIPSPRING.",
      items: [
        "Apenas para jogadores que chegaram pela campanha VIPSPRING.",
        "Apenas contas em EUR e CAD.",
      ],
    },
    "summer-deposit": {
      name: "Bónus de depósito de verão",
      bannerTitle: "Bónus de depósito de verão de 200%",
      description: "A oferta do verão passado.",
      items: [
        "Terminada.",
      ],
    },
    "next-month-spins": {
      name: "Rodadas do próximo mês",
      bannerTitle: "20 rodadas grátis em breve",
      description: "Começa daqui a dez dias.",
      items: [
        "Ative-a depois de começar.",
      ],
    },
    "withdrawn-offer": {
      name: "Oferta retirada",
      bannerTitle: "Ficha de 5 EUR (retirada)",
      description: "Já não é oferecida.",
      items: [
        "Cancelada pelo operador.",
      ],
    },
  },
};
