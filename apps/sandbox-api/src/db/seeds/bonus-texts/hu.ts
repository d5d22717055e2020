import type { BonusTextsOfLocale } from "./types.ts";

export const hu: BonusTextsOfLocale = {
  termsHeading: "Feltételek",
  seeTerms: 'Lásd az <a href="/bonus-terms">általános bónuszfeltételeket</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Üdvözlő bónusz",
      bannerTitle: "100% akár 1000 EUR-ig az első befizetésedre",
      description: "Duplázd meg az első befizetésed.",
      items: [
        "Legalább 100 EUR első befizetésedre, a regisztrációt követő 30 napon belül.",
        "Forgasd meg a bónuszt <strong>35-ször</strong> 30 napon belül.",
        "Először valódi pénzzel, aztán bónuszpénzzel játszol.",
      ],
    },
    "second-deposit": {
      name: "Második befizetési bónusz",
      bannerTitle: "50% akár 300 EUR-ig a második befizetésre",
      description: "Még a fele pluszban a második befizetésedre.",
      items: [
        "Legalább 20 EUR második befizetésedre.",
        "Forgasd meg a bónuszt 30-szor 14 napon belül.",
      ],
    },
    "weekend-reload": {
      name: "Hétvégi újratöltés",
      bannerTitle: "75% újratöltés minden péntektől vasárnapig",
      description: "Újratöltési bónusz hétvégére.",
      items: [
        "Pénteken, szombaton és vasárnap aktiválható, hetente egyszer.",
        "A 40x megforgatásba csak a valódi pénzes tétek számítanak.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR ingyen",
      bannerTitle: "10 EUR ingyen, befizetés nélkül",
      description: "Próbáld ki a kaszinót a mi költségünkön.",
      items: [
        "A regisztrációt követő 7 napon belül, játékosonként egyszer.",
        "40-szeres megforgatás; a nyeremény legfeljebb 100 EUR.",
        "Duplikált fiókokra nem érvényes.",
      ],
    },
    "free-spins-50": {
      name: "50 ingyenes pörgetés",
      bannerTitle: "50 ingyenes pörgetés a legjobb nyerőgépeinken",
      description: "Pörgesd ingyen a legnépszerűbb nyerőgépeinket.",
      items: [
        "Az ingyenes pörgetések csak a felsorolt játékokra érvényesek.",
        "A nyeremény bónuszpénz, 30-szoros megforgatással, legfeljebb 200 EUR.",
        "Csak az első 1000 játékosnak, havonta egyszer.",
      ],
    },
    "daily-rakeback": {
      name: "Napi rakeback",
      bannerTitle: "A veszteségeid 5%-a vissza a naptárban",
      description: "Cashback, amely a jutalomnaptáradba érkezik.",
      items: [
        "Vedd fel ma vagy holnap a naptárból.",
        "Az utóbbi napokban nem kell befizetned, de legalább egy befizetés szükséges.",
        "Naponta egyszer.",
      ],
    },
    "weekly-cashback": {
      name: "Heti cashback",
      bannerTitle: "10% heti cashback",
      description: "A heti nettó veszteség 10%-a, egyszeri megforgatással.",
      items: [
        "Az elmúlt 7 napban történt befizetés szükséges.",
        "A legutóbbi heti cashback óta keletkezett nettó veszteséget fedezi (legfeljebb 7 nap).",
        "Forgasd meg a cashbacket egyszer.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP tavaszi zseton",
      bannerTitle: "25 ingyen a tavaszi VIP-kampányunkban",
      description: "Ingyenes zseton a VIPSPRING kampány játékosainak.",
      items: [
        "Csak a VIPSPRING kampánnyal csatlakozott játékosoknak.",
        "Csak EUR és CAD fiókokhoz.",
      ],
    },
    "summer-deposit": {
      name: "Nyári befizetési bónusz",
      bannerTitle: "200% nyári befizetési bónusz",
      description: "A tavalyi nyári ajánlat.",
      items: [
        "Véget ért.",
      ],
    },
    "next-month-spins": {
      name: "A jövő havi pörgetések",
      bannerTitle: "20 ingyenes pörgetés hamarosan",
      description: "Tíz nap múlva indul.",
      items: [
        "Aktiváld, miután elindult.",
      ],
    },
    "withdrawn-offer": {
      name: "Visszavont ajánlat",
      bannerTitle: "5 EUR-s zseton (visszavonva)",
      description: "Már nem elérhető.",
      items: [
        "Az üzemeltető visszavonta.",
      ],
    },
  },
};
