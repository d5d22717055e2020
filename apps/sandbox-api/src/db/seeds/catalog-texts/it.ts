import type { CatalogTextsOfLocale } from "./types.ts";

export const it: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Offerta di benvenuto", summary: "100% fino a 1000 EUR sul tuo primo deposito", body: "Iscriviti oggi e raddoppia il tuo primo deposito." },
    "weekend-reload": { title: "Ricarica del weekend", summary: "75% ogni weekend", body: "Ricarica dal venerdì alla domenica e ricevi il 75% in più." },
    "daily-rakeback": { title: "Rakeback giornaliero", summary: "Cashback nel tuo calendario ogni giorno", body: "Una parte di ogni puntata torna nel tuo calendario premi. Riscattala oggi o domani." },
    "spring-slot-race": { title: "Corsa slot di primavera", summary: "Montepremi di 5000 EUR", body: "Partecipa alla corsa dalla pagina dei tornei e scala la classifica." },
  },
  allBonuses: "Vedi tutti i bonus",
  terms: { heading: "Termini", onePerPerson: "Un solo conto per persona.", generalTerms: "Si applicano i <a href=\"/bonus-terms\">termini generali dei bonus</a>." },
  tournaments: {
    "spring-slot-race": { name: "Corsa slot di primavera", description: "Punta più di tutti su qualsiasi slot e vinci una parte di 5000 EUR." },
    "multiplier-madness": { name: "Follia dei moltiplicatori", description: "Vince il moltiplicatore più alto di un singolo giro sulle slot indicate." },
    "weekend-race": { name: "Corsa del weekend", description: "Inizia venerdì: punta per scalare la classifica." },
    "winter-cup": { name: "Coppa d’inverno", description: "La coppa dei moltiplicatori della scorsa stagione." },
  },
  levels: { Bronze: "Bronzo", Silver: "Argento", Gold: "Oro", Platinum: "Platino", Diamond: "Diamante", Black: "Nero" },
  perks: {
    "Daily rakeback": "Rakeback giornaliero",
    "Weekly cashback": "Cashback settimanale",
    "Birthday bonus": "Bonus di compleanno",
    "Faster withdrawals": "Prelievi più rapidi",
    "Personal manager": "Manager personale",
    "Higher limits": "Limiti più alti",
    "Event invitations": "Inviti agli eventi",
    "All of Platinum": "Tutto di Platino",
    "Tailored bonuses": "Bonus su misura",
    "Everything, by invitation": "Tutto, su invito",
  },
};
