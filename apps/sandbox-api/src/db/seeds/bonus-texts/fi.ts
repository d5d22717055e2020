import type { BonusTextsOfLocale } from "./types.ts";

export const fi: BonusTextsOfLocale = {
  termsHeading: "Ehdot",
  seeTerms: 'Katso <a href="/bonus-terms">yleiset bonusehdot</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Tervetuliaisbonus",
      bannerTitle: "100 % jopa 1000 EUR:oon asti ensimmäisestä talletuksesta",
      description: "Tuplaa ensimmäinen talletuksesi.",
      items: [
        "Ensimmäiselle vähintään 100 EUR:n talletuksellesi 30 päivän kuluessa rekisteröitymisestä.",
        "Kierrätä bonus <strong>35 kertaa</strong> 30 päivän kuluessa.",
        "Ensin pelataan oikealla rahalla, sitten bonusrahalla.",
      ],
    },
    "second-deposit": {
      name: "Toisen talletuksen bonus",
      bannerTitle: "50 % jopa 300 EUR:oon asti toisesta talletuksesta",
      description: "Puolet lisää toiseen talletukseesi.",
      items: [
        "Toiselle vähintään 20 EUR:n talletuksellesi.",
        "Kierrätä bonus 30 kertaa 14 päivän kuluessa.",
      ],
    },
    "weekend-reload": {
      name: "Viikonlopun reload",
      bannerTitle: "75 %:n reload joka perjantaista sunnuntaihin",
      description: "Reload-bonus viikonlopuksi.",
      items: [
        "Aktivoitavissa perjantaisin, lauantaisin ja sunnuntaisin, kerran viikossa.",
        "Vain oikealla rahalla pelatut panokset lasketaan 40x kierrätysvaatimukseen.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR ilmaiseksi",
      bannerTitle: "10 EUR ilmaiseksi ilman talletusta",
      description: "Kokeile kasinoa meidän laskuumme.",
      items: [
        "7 päivän kuluessa rekisteröitymisestä, kerran pelaajaa kohden.",
        "Kierrätä 40 kertaa; voitot enintään 100 EUR.",
        "Ei saatavilla kaksoistileille.",
      ],
    },
    "free-spins-50": {
      name: "50 ilmaiskierrosta",
      bannerTitle: "50 ilmaiskierrosta parhaisiin kolikkopeleihimme",
      description: "Pyöritä suosituimpia kolikkopelejämme ilmaiseksi.",
      items: [
        "Ilmaiskierrokset vain luetelluissa peleissä.",
        "Voitot ovat bonusrahaa, joka kierrätetään 30 kertaa, enintään 200 EUR.",
        "Vain 1000 ensimmäiselle pelaajalle, kerran kuukaudessa.",
      ],
    },
    "daily-rakeback": {
      name: "Päivittäinen rakeback",
      bannerTitle: "5 % tappioistasi takaisin kalenterissa",
      description: "Cashback, joka saapuu palkintokalenteriisi.",
      items: [
        "Lunasta se tänään tai huomenna kalenterista.",
        "Talletusta viime päivinä ei tarvita, mutta vähintään yksi talletus ylipäätään.",
        "Kerran päivässä.",
      ],
    },
    "weekly-cashback": {
      name: "Viikoittainen cashback",
      bannerTitle: "10 %:n viikoittainen cashback",
      description: "10 % viikon nettotappioista, kierrätetään kerran.",
      items: [
        "Edellyttää talletusta viimeisen 7 päivän aikana.",
        "Kattaa nettotappiot edellisestä viikoittaisesta cashbackista lähtien (enintään 7 päivää).",
        "Kierrätä cashback kerran.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP-kevätpelimerkki",
      bannerTitle: "25 ilmaiseksi kevään VIP-kampanjassamme",
      description: "Ilmainen pelimerkki VIPSPRING-kampanjan pelaajille.",
      items: [
        "Vain VIPSPRING-kampanjan kautta liittyneille pelaajille.",
        "Vain EUR- ja CAD-tileille.",
      ],
    },
    "summer-deposit": {
      name: "Kesän talletusbonus",
      bannerTitle: "200 %:n kesätalletusbonus",
      description: "Viime kesän tarjous.",
      items: [
        "Päättynyt.",
      ],
    },
    "next-month-spins": {
      name: "Ensi kuun kierrokset",
      bannerTitle: "20 ilmaiskierrosta tulossa pian",
      description: "Alkaa kymmenen päivän päästä.",
      items: [
        "Aktivoi, kun tarjous on alkanut.",
      ],
    },
    "withdrawn-offer": {
      name: "Peruttu tarjous",
      bannerTitle: "5 EUR:n pelimerkki (peruttu)",
      description: "Ei enää tarjolla.",
      items: [
        "Operaattori perui tarjouksen.",
      ],
    },
  },
};
