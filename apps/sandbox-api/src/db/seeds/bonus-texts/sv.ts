import type { BonusTextsOfLocale } from "./types.ts";

export const sv: BonusTextsOfLocale = {
  termsHeading: "Villkor",
  seeTerms: 'Se de <a href="/bonus-terms">allmänna bonusvillkoren</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Välkomstbonus",
      bannerTitle: "100 % upp till 1000 EUR på din första insättning",
      description: "Dubbla din första insättning.",
      items: [
        "För din första insättning på minst 100 EUR, inom 30 dagar efter registreringen.",
        "Omsätt bonusen <strong>35 gånger</strong> inom 30 dagar.",
        "Riktiga pengar spelas först, sedan bonuspengar.",
      ],
    },
    "second-deposit": {
      name: "Bonus på andra insättningen",
      bannerTitle: "50 % upp till 300 EUR på andra insättningen",
      description: "Hälften till på din andra insättning.",
      items: [
        "För din andra insättning på minst 20 EUR.",
        "Omsätt bonusen 30 gånger inom 14 dagar.",
      ],
    },
    "weekend-reload": {
      name: "Helgreload",
      bannerTitle: "75 % reload varje fredag till söndag",
      description: "En reloadbonus för helgen.",
      items: [
        "Kan aktiveras fredagar, lördagar och söndagar, en gång i veckan.",
        "Bara insatser med riktiga pengar räknas mot omsättningskravet på 40x.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR gratis",
      bannerTitle: "10 EUR gratis, ingen insättning behövs",
      description: "Prova kasinot på oss.",
      items: [
        "Inom 7 dagar efter registreringen, en gång per spelare.",
        "Omsätt 40 gånger; vinster är begränsade till 100 EUR.",
        "Gäller inte dubblettkonton.",
      ],
    },
    "free-spins-50": {
      name: "50 free spins",
      bannerTitle: "50 free spins på våra bästa slots",
      description: "Snurra våra populäraste slots gratis.",
      items: [
        "Free spins bara på de listade spelen.",
        "Vinster är bonuspengar som omsätts 30 gånger, högst 200 EUR.",
        "Bara för de första 1000 spelarna, en gång i månaden.",
      ],
    },
    "daily-rakeback": {
      name: "Daglig rakeback",
      bannerTitle: "5 % av dina förluster tillbaka i kalendern",
      description: "Cashback som hamnar i din belöningskalender.",
      items: [
        "Hämta den i dag eller i morgon i kalendern.",
        "Ingen insättning de senaste dagarna behövs, men minst en insättning någon gång.",
        "En gång om dagen.",
      ],
    },
    "weekly-cashback": {
      name: "Veckovis cashback",
      bannerTitle: "10 % cashback varje vecka",
      description: "10 % av veckans nettoförluster, omsätts en gång.",
      items: [
        "Kräver en insättning de senaste 7 dagarna.",
        "Täcker nettoförluster sedan din senaste veckocashback (högst 7 dagar).",
        "Omsätt cashbacken en gång.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP-vårmarker",
      bannerTitle: "25 gratis i vår VIP-vårkampanj",
      description: "En gratismarker för spelare i kampanjen VIPSPRING.",
      items: [
        "Bara för spelare som kom via kampanjen VIPSPRING.",
        "Bara för konton i EUR och CAD.",
      ],
    },
    "summer-deposit": {
      name: "Sommarbonus på insättning",
      bannerTitle: "200 % sommarbonus på insättning",
      description: "Förra sommarens erbjudande.",
      items: [
        "Avslutat.",
      ],
    },
    "next-month-spins": {
      name: "Nästa månads spins",
      bannerTitle: "20 free spins snart",
      description: "Startar om tio dagar.",
      items: [
        "Aktivera när erbjudandet har startat.",
      ],
    },
    "withdrawn-offer": {
      name: "Indraget erbjudande",
      bannerTitle: "Marker på 5 EUR (indragen)",
      description: "Erbjuds inte längre.",
      items: [
        "Avbrutet av operatören.",
      ],
    },
  },
};
