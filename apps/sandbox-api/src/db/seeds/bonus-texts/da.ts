import type { BonusTextsOfLocale } from "./types.ts";

export const da: BonusTextsOfLocale = {
  termsHeading: "Vilkår",
  seeTerms: 'Se de <a href="/bonus-terms">generelle bonusvilkår</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Velkomstbonus",
      bannerTitle: "100 % op til 1000 EUR på din første indbetaling",
      description: "Fordobl din første indbetaling.",
      items: [
        "For din første indbetaling på mindst 100 EUR, inden for 30 dage efter oprettelsen.",
        "Omsæt bonussen <strong>35 gange</strong> inden for 30 dage.",
        "Der spilles først for rigtige penge, derefter for bonuspenge.",
      ],
    },
    "second-deposit": {
      name: "Bonus på anden indbetaling",
      bannerTitle: "50 % op til 300 EUR på anden indbetaling",
      description: "Halvdelen oveni på din anden indbetaling.",
      items: [
        "For din anden indbetaling på mindst 20 EUR.",
        "Omsæt bonussen 30 gange inden for 14 dage.",
      ],
    },
    "weekend-reload": {
      name: "Weekend-reload",
      bannerTitle: "75 % reload hver fredag til søndag",
      description: "En reload-bonus til weekenden.",
      items: [
        "Kan aktiveres fredag, lørdag og søndag, én gang om ugen.",
        "Kun indsatser med rigtige penge tæller med i omsætningskravet på 40x.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR gratis",
      bannerTitle: "10 EUR gratis, uden indbetaling",
      description: "Prøv casinoet på vores regning.",
      items: [
        "Inden for 7 dage efter oprettelsen, én gang pr. spiller.",
        "Omsæt 40 gange; gevinster er begrænset til 100 EUR.",
        "Gælder ikke dubletkonti.",
      ],
    },
    "free-spins-50": {
      name: "50 free spins",
      bannerTitle: "50 free spins på vores bedste spilleautomater",
      description: "Spin vores mest populære spilleautomater gratis.",
      items: [
        "Free spins kun på de nævnte spil.",
        "Gevinster er bonuspenge med omsætning 30 gange, højst 200 EUR.",
        "Kun for de første 1000 spillere, én gang om måneden.",
      ],
    },
    "daily-rakeback": {
      name: "Daglig rakeback",
      bannerTitle: "5 % af dine tab tilbage i kalenderen",
      description: "Cashback, der lander i din belønningskalender.",
      items: [
        "Hent den i dag eller i morgen i kalenderen.",
        "Ingen indbetaling de seneste dage nødvendig, men mindst én indbetaling nogensinde.",
        "Én gang om dagen.",
      ],
    },
    "weekly-cashback": {
      name: "Ugentlig cashback",
      bannerTitle: "10 % ugentlig cashback",
      description: "10 % af ugens nettotab, omsat én gang.",
      items: [
        "Kræver en indbetaling inden for de seneste 7 dage.",
        "Dækker nettotab siden din seneste ugentlige cashback (højst 7 dage).",
        "Omsæt cashbacken én gang.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP-forårschip",
      bannerTitle: "25 gratis i vores VIP-forårskampagne",
      description: "En gratis chip til spillere fra kampagnen VIPSPRING.",
      items: [
        "Kun for spillere, der kom via kampagnen VIPSPRING.",
        "Kun for konti i EUR og CAD.",
      ],
    },
    "summer-deposit": {
      name: "Sommerbonus på indbetaling",
      bannerTitle: "200 % sommerbonus på indbetaling",
      description: "Sidste sommers tilbud.",
      items: [
        "Afsluttet.",
      ],
    },
    "next-month-spins": {
      name: "Næste måneds spins",
      bannerTitle: "20 free spins snart",
      description: "Starter om ti dage.",
      items: [
        "Aktivér, når tilbuddet er startet.",
      ],
    },
    "withdrawn-offer": {
      name: "Tilbagetrukket tilbud",
      bannerTitle: "Chip på 5 EUR (tilbagetrukket)",
      description: "Tilbydes ikke længere.",
      items: [
        "Annulleret af operatøren.",
      ],
    },
  },
};
