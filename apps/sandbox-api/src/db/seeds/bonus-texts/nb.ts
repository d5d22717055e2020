import type { BonusTextsOfLocale } from "./types.ts";

export const nb: BonusTextsOfLocale = {
  termsHeading: "Vilkår",
  seeTerms: 'Se de <a href="/bonus-terms">generelle bonusvilkårene</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Velkomstbonus",
      bannerTitle: "100 % opptil 1000 EUR på ditt første innskudd",
      description: "Doble ditt første innskudd.",
      items: [
        "For ditt første innskudd på minst 100 EUR, innen 30 dager etter registrering.",
        "Omsett bonusen <strong>35 ganger</strong> innen 30 dager.",
        "Ekte penger spilles først, deretter bonuspenger.",
      ],
    },
    "second-deposit": {
      name: "Bonus på andre innskudd",
      bannerTitle: "50 % opptil 300 EUR på andre innskudd",
      description: "Halvparten ekstra på ditt andre innskudd.",
      items: [
        "For ditt andre innskudd på minst 20 EUR.",
        "Omsett bonusen 30 ganger innen 14 dager.",
      ],
    },
    "weekend-reload": {
      name: "Helgereload",
      bannerTitle: "75 % reload hver fredag til søndag",
      description: "En reloadbonus for helgen.",
      items: [
        "Kan aktiveres fredag, lørdag og søndag, én gang i uken.",
        "Bare innsatser med ekte penger teller mot omsetningskravet på 40x.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR gratis",
      bannerTitle: "10 EUR gratis, uten innskudd",
      description: "Prøv kasinoet på oss.",
      items: [
        "Innen 7 dager etter registrering, én gang per spiller.",
        "Omsett 40 ganger; gevinster er begrenset til 100 EUR.",
        "Gjelder ikke duplikatkontoer.",
      ],
    },
    "free-spins-50": {
      name: "50 gratisspinn",
      bannerTitle: "50 gratisspinn på våre beste spilleautomater",
      description: "Spinn våre mest populære spilleautomater gratis.",
      items: [
        "Gratisspinn bare på de oppførte spillene.",
        "Gevinster er bonuspenger med omsetning 30 ganger, høyst 200 EUR.",
        "Bare for de første 1000 spillerne, én gang i måneden.",
      ],
    },
    "daily-rakeback": {
      name: "Daglig rakeback",
      bannerTitle: "5 % av tapene dine tilbake i kalenderen",
      description: "Cashback som havner i belønningskalenderen din.",
      items: [
        "Hent den i dag eller i morgen i kalenderen.",
        "Ingen innskudd de siste dagene trengs, men minst ett innskudd noen gang.",
        "Én gang om dagen.",
      ],
    },
    "weekly-cashback": {
      name: "Ukentlig cashback",
      bannerTitle: "10 % ukentlig cashback",
      description: "10 % av ukens nettotap, omsatt én gang.",
      items: [
        "Krever et innskudd de siste 7 dagene.",
        "Dekker nettotap siden din forrige ukentlige cashback (høyst 7 dager).",
        "Omsett cashbacken én gang.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP-vårsjetong",
      bannerTitle: "25 gratis i vår VIP-vårkampanje",
      description: "En gratis sjetong for spillere i kampanjen VIPSPRING.",
      items: [
        "Bare for spillere som kom via kampanjen VIPSPRING.",
        "Bare for kontoer i EUR og CAD.",
      ],
    },
    "summer-deposit": {
      name: "Sommerbonus på innskudd",
      bannerTitle: "200 % sommerbonus på innskudd",
      description: "Fjorårets sommertilbud.",
      items: [
        "Avsluttet.",
      ],
    },
    "next-month-spins": {
      name: "Neste måneds spinn",
      bannerTitle: "20 gratisspinn snart",
      description: "Starter om ti dager.",
      items: [
        "Aktiver når tilbudet har startet.",
      ],
    },
    "withdrawn-offer": {
      name: "Trukket tilbud",
      bannerTitle: "Sjetong på 5 EUR (trukket tilbake)",
      description: "Tilbys ikke lenger.",
      items: [
        "Kansellert av operatøren.",
      ],
    },
  },
};
