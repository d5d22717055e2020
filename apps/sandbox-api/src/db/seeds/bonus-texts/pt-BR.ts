import type { BonusTextsOfLocale } from "./types.ts";

export const ptBR: BonusTextsOfLocale = {
  termsHeading: "Condições",
  seeTerms: 'Veja os <a href="/bonus-terms">termos gerais dos bônus</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Bônus de boas-vindas",
      bannerTitle: "100% até 1000 EUR no seu primeiro depósito",
      description: "Dobre o seu primeiro depósito.",
      items: [
        "Para o seu primeiro depósito de pelo menos 100 EUR, em até 30 dias após o cadastro.",
        "Aposte o bônus <strong>35 vezes</strong> em até 30 dias.",
        "Primeiro se joga com dinheiro real, depois com dinheiro de bônus.",
      ],
    },
    "second-deposit": {
      name: "Bônus do segundo depósito",
      bannerTitle: "50% até 300 EUR no segundo depósito",
      description: "Metade a mais no seu segundo depósito.",
      items: [
        "Para o seu segundo depósito de pelo menos 20 EUR.",
        "Aposte o bônus 30 vezes em até 14 dias.",
      ],
    },
    "weekend-reload": {
      name: "Recarga de fim de semana",
      bannerTitle: "Recarga de 75% toda sexta a domingo",
      description: "Um bônus de recarga para o fim de semana.",
      items: [
        "Pode ser ativado às sextas, sábados e domingos, uma vez por semana.",
        "Só apostas com dinheiro real contam para os requisitos de apostas de 40x.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR grátis",
      bannerTitle: "10 EUR grátis, sem depósito",
      description: "Experimente o cassino por nossa conta.",
      items: [
        "Em até 7 dias após o cadastro, uma vez por jogador.",
        "Aposte 40 vezes; os ganhos são limitados a 100 EUR.",
        "Não disponível para contas duplicadas.",
      ],
    },
    "free-spins-50": {
      name: "50 giros grátis",
      bannerTitle: "50 giros grátis nos nossos melhores slots",
      description: "Gire de graça os nossos slots mais populares.",
      items: [
        "Giros grátis só nos jogos listados.",
        "Os ganhos são dinheiro de bônus a apostar 30 vezes, até 200 EUR.",
        "Só para os primeiros 1000 jogadores, uma vez por mês.",
      ],
    },
    "daily-rakeback": {
      name: "Rakeback diário",
      bannerTitle: "5% das suas perdas de volta no calendário",
      description: "Cashback que cai no seu calendário de recompensas.",
      items: [
        "Resgate hoje ou amanhã no calendário.",
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
        "Só para jogadores que entraram pela campanha VIPSPRING.",
        "Só para contas em EUR e CAD.",
      ],
    },
    "summer-deposit": {
      name: "Bônus de depósito de verão",
      bannerTitle: "Bônus de depósito de verão de 200%",
      description: "A oferta do verão passado.",
      items: [
        "Encerrada.",
      ],
    },
    "next-month-spins": {
      name: "Giros do mês que vem",
      bannerTitle: "20 giros grátis em breve",
      description: "Começa em dez dias.",
      items: [
        "Ative depois que começar.",
      ],
    },
    "withdrawn-offer": {
      name: "Oferta retirada",
      bannerTitle: "Ficha de 5 EUR (retirada)",
      description: "Não é mais oferecida.",
      items: [
        "Cancelada pelo operador.",
      ],
    },
  },
};
