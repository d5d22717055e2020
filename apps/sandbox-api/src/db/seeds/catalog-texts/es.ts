import type { CatalogTextsOfLocale } from "./types.ts";

export const es: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Oferta de bienvenida", summary: "100 % hasta 1000 EUR en tu primer depósito", body: "Regístrate hoy y duplica tu primer depósito." },
    "weekend-reload": { title: "Recarga de fin de semana", summary: "75 % cada fin de semana", body: "Recarga de viernes a domingo y recibe un 75 % extra." },
    "daily-rakeback": { title: "Rakeback diario", summary: "Cashback en tu calendario cada día", body: "Una parte de cada apuesta vuelve a tu calendario de recompensas. Recógela hoy o mañana." },
    "spring-slot-race": { title: "Carrera de tragaperras de primavera", summary: "Bote de 5000 EUR", body: "Únete a la carrera desde la página de torneos y sube en la clasificación." },
  },
  allBonuses: "Ver todos los bonos",
  terms: { heading: "Condiciones", onePerPerson: "Una cuenta por persona.", generalTerms: "Se aplican los <a href=\"/bonus-terms\">términos generales de los bonos</a>." },
  tournaments: {
    "spring-slot-race": { name: "Carrera de tragaperras de primavera", description: "Apuesta más que nadie en cualquier tragaperras y gana parte de 5000 EUR." },
    "multiplier-madness": { name: "Locura de multiplicadores", description: "Gana el mayor multiplicador de una sola tirada en las tragaperras indicadas." },
    "weekend-race": { name: "Carrera de fin de semana", description: "Empieza el viernes: apuesta para subir en la clasificación." },
    "winter-cup": { name: "Copa de invierno", description: "La copa de multiplicadores de la temporada pasada." },
  },
  levels: { Bronze: "Bronce", Silver: "Plata", Gold: "Oro", Platinum: "Platino", Diamond: "Diamante", Black: "Negro" },
  perks: {
    "Daily rakeback": "Rakeback diario",
    "Weekly cashback": "Cashback semanal",
    "Birthday bonus": "Bono de cumpleaños",
    "Faster withdrawals": "Retiros más rápidos",
    "Personal manager": "Gestor personal",
    "Higher limits": "Límites más altos",
    "Event invitations": "Invitaciones a eventos",
    "All of Platinum": "Todo lo de Platino",
    "Tailored bonuses": "Bonos a medida",
    "Everything, by invitation": "Todo, por invitación",
  },
};
