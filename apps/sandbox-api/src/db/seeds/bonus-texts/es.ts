import type { BonusTextsOfLocale } from "./types.ts";

export const es: BonusTextsOfLocale = {
  termsHeading: "Condiciones",
  seeTerms: 'Consulta los <a href="/bonus-terms">términos generales de los bonos</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Bono de bienvenida",
      bannerTitle: "100% hasta 1000 EUR en tu primer depósito",
      description: "Duplica tu primer depósito.",
      items: [
        "Para tu primer depósito de al menos 100 EUR, en los 30 días siguientes al registro.",
        "Apuesta el bono <strong>35 veces</strong> en 30 días.",
        "Primero se juega con dinero real y después con dinero de bono.",
      ],
    },
    "second-deposit": {
      name: "Bono del segundo depósito",
      bannerTitle: "50% hasta 300 EUR en el segundo depósito",
      description: "La mitad más en tu segundo depósito.",
      items: [
        "Para tu segundo depósito de al menos 20 EUR.",
        "Apuesta el bono 30 veces en 14 días.",
      ],
    },
    "weekend-reload": {
      name: "Recarga de fin de semana",
      bannerTitle: "Recarga del 75% de viernes a domingo",
      description: "Un bono de recarga para el fin de semana.",
      items: [
        "Se activa los viernes, sábados y domingos, una vez por semana.",
        "Solo las apuestas con dinero real cuentan para el requisito de apuesta de 40x.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR gratis",
      bannerTitle: "10 EUR gratis sin depósito",
      description: "Prueba el casino por nuestra cuenta.",
      items: [
        "En los 7 días siguientes al registro, una vez por jugador.",
        "Apuesta 40 veces; las ganancias tienen un tope de 100 EUR.",
        "No disponible para cuentas duplicadas.",
      ],
    },
    "free-spins-50": {
      name: "50 tiradas gratis",
      bannerTitle: "50 tiradas gratis en nuestras mejores tragaperras",
      description: "Gira gratis nuestras tragaperras más populares.",
      items: [
        "Tiradas gratis solo en los juegos indicados.",
        "Las ganancias son dinero de bono que se apuesta 30 veces, hasta 200 EUR.",
        "Limitado a los primeros 1000 jugadores, una vez al mes.",
      ],
    },
    "daily-rakeback": {
      name: "Rakeback diario",
      bannerTitle: "El 5% de tus pérdidas de vuelta en el calendario",
      description: "Cashback que llega a tu calendario de recompensas.",
      items: [
        "Reclámalo hoy o mañana desde el calendario.",
        "No hace falta depositar en los últimos días, pero sí haber depositado al menos una vez.",
        "Una vez al día.",
      ],
    },
    "weekly-cashback": {
      name: "Cashback semanal",
      bannerTitle: "10% de cashback semanal",
      description: "El 10% de las pérdidas netas de la semana, apostado una vez.",
      items: [
        "Requiere un depósito en los últimos 7 días.",
        "Cubre las pérdidas netas desde tu último cashback semanal (7 días como máximo).",
        "Apuesta el cashback una vez.",
      ],
    },
    "vip-spring-chip": {
      name: "Ficha VIP de primavera",
      bannerTitle: "25 gratis en nuestra campaña VIP de primavera",
      description: "Una ficha gratis para jugadores de la campaña VIPSPRING.",
      items: [
        "Solo para jugadores que llegaron con la campaña VIPSPRING.",
        "Solo cuentas en EUR y CAD.",
      ],
    },
    "summer-deposit": {
      name: "Bono de depósito de verano",
      bannerTitle: "Bono de depósito de verano del 200%",
      description: "La oferta del verano pasado.",
      items: [
        "Finalizada.",
      ],
    },
    "next-month-spins": {
      name: "Tiradas del mes que viene",
      bannerTitle: "20 tiradas gratis muy pronto",
      description: "Empieza dentro de diez días.",
      items: [
        "Actívala cuando haya empezado.",
      ],
    },
    "withdrawn-offer": {
      name: "Oferta retirada",
      bannerTitle: "Ficha de 5 EUR (retirada)",
      description: "Ya no se ofrece.",
      items: [
        "Cancelada por el operador.",
      ],
    },
  },
};
