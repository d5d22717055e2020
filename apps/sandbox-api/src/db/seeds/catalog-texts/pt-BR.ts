import type { CatalogTextsOfLocale } from "./types.ts";

export const ptBR: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Oferta de boas-vindas", summary: "100% até 1000 EUR no seu primeiro depósito", body: "Cadastre-se hoje e dobre seu primeiro depósito." },
    "weekend-reload": { title: "Recarga de fim de semana", summary: "75% todo fim de semana", body: "Recarregue de sexta a domingo e ganhe 75% a mais." },
    "daily-rakeback": { title: "Rakeback diário", summary: "Cashback no seu calendário todo dia", body: "Uma parte de cada aposta volta para o seu calendário de recompensas. Resgate hoje ou amanhã." },
    "spring-slot-race": { title: "Corrida de slots de primavera", summary: "Prêmio total de 5000 EUR", body: "Entre na corrida pela página de torneios e suba no ranking." },
  },
  allBonuses: "Ver todos os bônus",
  terms: { heading: "Termos", onePerPerson: "Uma conta por pessoa.", generalTerms: "Valem os <a href=\"/bonus-terms\">termos gerais dos bônus</a>." },
  tournaments: {
    "spring-slot-race": { name: "Corrida de slots de primavera", description: "Aposte mais que todos em qualquer slot e ganhe parte de 5000 EUR." },
    "multiplier-madness": { name: "Loucura de multiplicadores", description: "Vence o maior multiplicador de um único giro nos slots listados." },
    "weekend-race": { name: "Corrida de fim de semana", description: "Começa na sexta: aposte para subir no ranking." },
    "winter-cup": { name: "Copa de inverno", description: "A copa de multiplicadores da temporada passada." },
  },
  levels: { Bronze: "Bronze", Silver: "Prata", Gold: "Ouro", Platinum: "Platina", Diamond: "Diamante", Black: "Preto" },
  perks: {
    "Daily rakeback": "Rakeback diário",
    "Weekly cashback": "Cashback semanal",
    "Birthday bonus": "Bônus de aniversário",
    "Faster withdrawals": "Saques mais rápidos",
    "Personal manager": "Gerente pessoal",
    "Higher limits": "Limites maiores",
    "Event invitations": "Convites para eventos",
    "All of Platinum": "Tudo do nível Platina",
    "Tailored bonuses": "Bônus sob medida",
    "Everything, by invitation": "Tudo, por convite",
  },
};
