import type { BonusTextsOfLocale } from "./types.ts";

export const cs: BonusTextsOfLocale = {
  termsHeading: "Podmínky",
  seeTerms: 'Viz <a href="/bonus-terms">obecné bonusové podmínky</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Uvítací bonus",
      bannerTitle: "100 % až do 1000 EUR k prvnímu vkladu",
      description: "Zdvojnásobte svůj první vklad.",
      items: [
        "Za první vklad alespoň 100 EUR do 30 dnů od registrace.",
        "Protočte bonus <strong>35krát</strong> do 30 dnů.",
        "Nejprve se hraje o skutečné peníze, potom o bonusové.",
      ],
    },
    "second-deposit": {
      name: "Bonus k druhému vkladu",
      bannerTitle: "50 % až do 300 EUR k druhému vkladu",
      description: "Polovina navíc k druhému vkladu.",
      items: [
        "Za druhý vklad alespoň 20 EUR.",
        "Protočte bonus 30krát do 14 dnů.",
      ],
    },
    "weekend-reload": {
      name: "Víkendový reload",
      bannerTitle: "75% reload každý pátek až neděli",
      description: "Reload bonus na víkend.",
      items: [
        "Lze aktivovat v pátek, sobotu a neděli, jednou týdně.",
        "Do protočení 40x se počítají jen sázky se skutečnými penězi.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR zdarma",
      bannerTitle: "10 EUR zdarma, bez vkladu",
      description: "Vyzkoušejte kasino na naše náklady.",
      items: [
        "Do 7 dnů od registrace, jednou na hráče.",
        "Protočení 40krát; výhry jsou omezeny na 100 EUR.",
        "Není k dispozici pro duplicitní účty.",
      ],
    },
    "free-spins-50": {
      name: "50 volných zatočení",
      bannerTitle: "50 volných zatočení na naše nejlepší automaty",
      description: "Točte naše nejoblíbenější automaty zdarma.",
      items: [
        "Volná zatočení jen na uvedených hrách.",
        "Výhry jsou bonusové peníze s protočením 30krát, nejvýše 200 EUR.",
        "Jen pro prvních 1000 hráčů, jednou měsíčně.",
      ],
    },
    "daily-rakeback": {
      name: "Denní rakeback",
      bannerTitle: "5 % prohry zpět v kalendáři",
      description: "Cashback, který přistane ve vašem kalendáři odměn.",
      items: [
        "Vyzvedněte si ho dnes nebo zítra v kalendáři.",
        "Vklad v posledních dnech není nutný, ale alespoň jeden vklad ano.",
        "Jednou denně.",
      ],
    },
    "weekly-cashback": {
      name: "Týdenní cashback",
      bannerTitle: "10% týdenní cashback",
      description: "10 % čisté prohry za týden, s jedním protočením.",
      items: [
        "Vyžaduje vklad za posledních 7 dnů.",
        "Pokrývá čistou prohru od posledního týdenního cashbacku (nejvýše 7 dnů).",
        "Protočte cashback jednou.",
      ],
    },
    "vip-spring-chip": {
      name: "Jarní VIP žeton",
      bannerTitle: "25 zdarma v naší jarní VIP kampani",
      description: "Žeton zdarma pro hráče kampaně VIPSPRING.",
      items: [
        "Jen pro hráče, kteří přišli přes kampaň VIPSPRING.",
        "Jen pro účty v EUR a CAD.",
      ],
    },
    "summer-deposit": {
      name: "Letní bonus k vkladu",
      bannerTitle: "200% letní bonus k vkladu",
      description: "Nabídka z minulého léta.",
      items: [
        "Skončila.",
      ],
    },
    "next-month-spins": {
      name: "Zatočení příštího měsíce",
      bannerTitle: "20 volných zatočení už brzy",
      description: "Začíná za deset dní.",
      items: [
        "Aktivujte po jejím začátku.",
      ],
    },
    "withdrawn-offer": {
      name: "Stažená nabídka",
      bannerTitle: "Žeton 5 EUR (stažený)",
      description: "Už se nenabízí.",
      items: [
        "Zrušeno provozovatelem.",
      ],
    },
  },
};
