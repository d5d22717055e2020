import type { BonusTextsOfLocale } from "./types.ts";

export const sk: BonusTextsOfLocale = {
  termsHeading: "Podmienky",
  seeTerms: 'Pozrite si <a href="/bonus-terms">všeobecné bonusové podmienky</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Uvítací bonus",
      bannerTitle: "100 % až do 1000 EUR k prvému vkladu",
      description: "Zdvojnásobte svoj prvý vklad.",
      items: [
        "Za prvý vklad aspoň 100 EUR do 30 dní od registrácie.",
        "Pretočte bonus <strong>35-krát</strong> do 30 dní.",
        "Najprv sa hrá o skutočné peniaze, potom o bonusové.",
      ],
    },
    "second-deposit": {
      name: "Bonus k druhému vkladu",
      bannerTitle: "50 % až do 300 EUR k druhému vkladu",
      description: "Polovica navyše k druhému vkladu.",
      items: [
        "Za druhý vklad aspoň 20 EUR.",
        "Pretočte bonus 30-krát do 14 dní.",
      ],
    },
    "weekend-reload": {
      name: "Víkendový reload",
      bannerTitle: "75 % reload každý piatok až nedeľu",
      description: "Reload bonus na víkend.",
      items: [
        "Dá sa aktivovať v piatok, sobotu a nedeľu, raz týždenne.",
        "Do pretočenia 40x sa rátajú len stávky so skutočnými peniazmi.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR zadarmo",
      bannerTitle: "10 EUR zadarmo, bez vkladu",
      description: "Vyskúšajte kasíno na naše náklady.",
      items: [
        "Do 7 dní od registrácie, raz na hráča.",
        "Pretočenie 40-krát; výhry sú obmedzené na 100 EUR.",
        "Nie je k dispozícii pre duplicitné účty.",
      ],
    },
    "free-spins-50": {
      name: "50 voľných točení",
      bannerTitle: "50 voľných točení na naše najlepšie automaty",
      description: "Točte naše najobľúbenejšie automaty zadarmo.",
      items: [
        "Voľné točenia len na uvedených hrách.",
        "Výhry sú bonusové peniaze s pretočením 30-krát, najviac 200 EUR.",
        "Len pre prvých 1000 hráčov, raz mesačne.",
      ],
    },
    "daily-rakeback": {
      name: "Denný rakeback",
      bannerTitle: "5 % prehier späť v kalendári",
      description: "Cashback, ktorý pristane vo vašom kalendári odmien.",
      items: [
        "Vyzdvihnite si ho dnes alebo zajtra v kalendári.",
        "Vklad v posledných dňoch nie je potrebný, ale aspoň jeden vklad áno.",
        "Raz denne.",
      ],
    },
    "weekly-cashback": {
      name: "Týždenný cashback",
      bannerTitle: "10 % týždenný cashback",
      description: "10 % čistej prehry za týždeň, s jedným pretočením.",
      items: [
        "Vyžaduje vklad za posledných 7 dní.",
        "Pokrýva čistú prehru od posledného týždenného cashbacku (najviac 7 dní).",
        "Pretočte cashback raz.",
      ],
    },
    "vip-spring-chip": {
      name: "Jarný VIP žetón",
      bannerTitle: "25 zadarmo v našej jarnej VIP kampani",
      description: "Žetón zadarmo pre hráčov kampane VIPSPRING.",
      items: [
        "Len pre hráčov, ktorí prišli cez kampaň VIPSPRING.",
        "Len pre účty v EUR a CAD.",
      ],
    },
    "summer-deposit": {
      name: "Letný bonus k vkladu",
      bannerTitle: "200 % letný bonus k vkladu",
      description: "Ponuka z minulého leta.",
      items: [
        "Skončila.",
      ],
    },
    "next-month-spins": {
      name: "Točenia budúceho mesiaca",
      bannerTitle: "20 voľných točení už čoskoro",
      description: "Začína o desať dní.",
      items: [
        "Aktivujte po jej začiatku.",
      ],
    },
    "withdrawn-offer": {
      name: "Stiahnutá ponuka",
      bannerTitle: "Žetón 5 EUR (stiahnutý)",
      description: "Už sa neponúka.",
      items: [
        "Zrušené prevádzkovateľom.",
      ],
    },
  },
};
