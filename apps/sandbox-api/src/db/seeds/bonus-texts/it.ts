import type { BonusTextsOfLocale } from "./types.ts";

export const it: BonusTextsOfLocale = {
  termsHeading: "Condizioni",
  seeTerms: 'Vedi i <a href="/bonus-terms">termini generali dei bonus</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Bonus di benvenuto",
      bannerTitle: "100% fino a 1000 EUR sul primo deposito",
      description: "Raddoppia il tuo primo deposito.",
      items: [
        "Per il tuo primo deposito di almeno 100 EUR, entro 30 giorni dalla registrazione.",
        "Punta il bonus <strong>35 volte</strong> entro 30 giorni.",
        "Si gioca prima con denaro reale, poi con denaro bonus.",
      ],
    },
    "second-deposit": {
      name: "Bonus sul secondo deposito",
      bannerTitle: "50% fino a 300 EUR sul secondo deposito",
      description: "La metà in più sul tuo secondo deposito.",
      items: [
        "Per il tuo secondo deposito di almeno 20 EUR.",
        "Punta il bonus 30 volte entro 14 giorni.",
      ],
    },
    "weekend-reload": {
      name: "Ricarica del weekend",
      bannerTitle: "Ricarica del 75% ogni venerdì, sabato e domenica",
      description: "Un bonus ricarica per il weekend.",
      items: [
        "Attivabile il venerdì, il sabato e la domenica, una volta a settimana.",
        "Solo le puntate con denaro reale contano per i requisiti di puntata di 40x.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR gratis",
      bannerTitle: "10 EUR gratis, senza deposito",
      description: "Prova il casinò a spese nostre.",
      items: [
        "Entro 7 giorni dalla registrazione, una volta per giocatore.",
        "Punta 40 volte; le vincite sono limitate a 100 EUR.",
        "Non disponibile per account duplicati.",
      ],
    },
    "free-spins-50": {
      name: "50 giri gratis",
      bannerTitle: "50 giri gratis sulle nostre migliori slot",
      description: "Gira gratis le nostre slot più popolari.",
      items: [
        "Giri gratis solo sui giochi indicati.",
        "Le vincite sono denaro bonus da puntare 30 volte, fino a 200 EUR.",
        "Riservato ai primi 1000 giocatori, una volta al mese.",
      ],
    },
    "daily-rakeback": {
      name: "Rakeback giornaliero",
      bannerTitle: "Il 5% delle perdite restituito nel calendario",
      description: "Cashback che arriva nel tuo calendario premi.",
      items: [
        "Riscattalo oggi o domani dal calendario.",
        "Non serve un deposito negli ultimi giorni, ma almeno un deposito in assoluto.",
        "Una volta al giorno.",
      ],
    },
    "weekly-cashback": {
      name: "Cashback settimanale",
      bannerTitle: "10% di cashback settimanale",
      description: "Il 10% delle perdite nette della settimana, da puntare una volta.",
      items: [
        "Richiede un deposito negli ultimi 7 giorni.",
        "Copre le perdite nette dall’ultimo cashback settimanale (al massimo 7 giorni).",
        "Punta il cashback una volta.",
      ],
    },
    "vip-spring-chip": {
      name: "Fiche VIP di primavera",
      bannerTitle: "25 gratis con la nostra campagna VIP di primavera",
      description: "Una fiche gratis per i giocatori della campagna VIPSPRING.",
      items: [
        "Solo per i giocatori arrivati con la campagna VIPSPRING.",
        "Solo conti in EUR e CAD.",
      ],
    },
    "summer-deposit": {
      name: "Bonus deposito estivo",
      bannerTitle: "Bonus deposito estivo del 200%",
      description: "L’offerta della scorsa estate.",
      items: [
        "Terminata.",
      ],
    },
    "next-month-spins": {
      name: "Giri del mese prossimo",
      bannerTitle: "20 giri gratis in arrivo",
      description: "Inizia tra dieci giorni.",
      items: [
        "Attivala quando è iniziata.",
      ],
    },
    "withdrawn-offer": {
      name: "Offerta ritirata",
      bannerTitle: "Fiche da 5 EUR (ritirata)",
      description: "Non è più disponibile.",
      items: [
        "Annullata dall’operatore.",
      ],
    },
  },
};
