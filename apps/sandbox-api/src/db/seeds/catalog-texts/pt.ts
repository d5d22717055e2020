import type { CatalogTextsOfLocale } from "./types.ts";

export const pt: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Oferta de boas-vindas", summary: "100% até 1000 EUR no seu primeiro depósito", body: "Registe-se hoje e duplique o seu primeiro depósito." },
    "weekend-reload": { title: "Reload de fim de semana", summary: "75% todos os fins de semana", body: "Carregue de sexta a domingo e receba mais 75%." },
    "daily-rakeback": { title: "Rakeback diário", summary: "Cashback no seu calendário todos os dias", body: "Uma parte de cada aposta regressa ao seu calendário de recompensas. Reclame-a hoje ou amanhã." },
    "spring-slot-race": { title: "Corrida de slots da primavera", summary: "Prémio total de 5000 EUR", body: "Entre na corrida na página de torneios e suba na classificação." },
  },
  allBonuses: "Ver todos os bónus",
  terms: { heading: "Termos", onePerPerson: "Uma conta por pessoa.", generalTerms: "Aplicam-se os <a href=\"/bonus-terms\">termos gerais dos bónus</a>." },
  tournaments: {
    "spring-slot-race": { name: "Corrida de slots da primavera", description: "Aposte mais do que todos em qualquer slot e ganhe uma parte de 5000 EUR." },
    "multiplier-madness": { name: "Loucura dos multiplicadores", description: "Ganha o maior multiplicador de uma só rodada nas slots indicadas." },
    "weekend-race": { name: "Corrida de fim de semana", description: "Começa na sexta-feira: aposte para subir na classificação." },
    "winter-cup": { name: "Taça de inverno", description: "A taça de multiplicadores da época passada." },
  },
  levels: { Bronze: "Bronze", Silver: "Prata", Gold: "Ouro", Platinum: "Platina", Diamond: "Diamante", Black: "Preto" },
  perks: {
    "Daily rakeback": "Rakeback diário",
    "Weekly cashback": "Cashback semanal",
    "Birthday bonus": "Bónus de aniversário",
    "Faster withdrawals": "Levantamentos mais rápidos",
    "Personal manager": "Gestor pessoal",
    "Higher limits": "Limites mais altos",
    "Event invitations": "Convites para eventos",
    "All of Platinum": "Tudo do nível Platina",
    "Tailored bonuses": "Bónus personalizados",
    "Everything, by invitation": "Tudo, por convite",
  },
};
