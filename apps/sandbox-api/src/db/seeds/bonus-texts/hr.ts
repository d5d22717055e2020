import type { BonusTextsOfLocale } from "./types.ts";

export const hr: BonusTextsOfLocale = {
  termsHeading: "Uvjeti",
  seeTerms: 'Pogledajte <a href="/bonus-terms">opće uvjete bonusa</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Bonus dobrodošlice",
      bannerTitle: "100 % do 1000 EUR na prvu uplatu",
      description: "Udvostručite svoju prvu uplatu.",
      items: [
        "Za prvu uplatu od najmanje 100 EUR, unutar 30 dana od registracije.",
        "Okrenite bonus <strong>35 puta</strong> unutar 30 dana.",
        "Najprije se igra pravim novcem, zatim bonus novcem.",
      ],
    },
    "second-deposit": {
      name: "Bonus na drugu uplatu",
      bannerTitle: "50 % do 300 EUR na drugu uplatu",
      description: "Još pola iznosa na vašu drugu uplatu.",
      items: [
        "Za drugu uplatu od najmanje 20 EUR.",
        "Okrenite bonus 30 puta unutar 14 dana.",
      ],
    },
    "weekend-reload": {
      name: "Vikend reload",
      bannerTitle: "75 % reload svakog petka do nedjelje",
      description: "Reload bonus za vikend.",
      items: [
        "Može se aktivirati petkom, subotom i nedjeljom, jednom tjedno.",
        "U okretanje 40x računaju se samo oklade pravim novcem.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR besplatno",
      bannerTitle: "10 EUR besplatno, bez uplate",
      description: "Isprobajte kasino na naš račun.",
      items: [
        "Unutar 7 dana od registracije, jednom po igraču.",
        "Okrenite 40 puta; dobitak je ograničen na 100 EUR.",
        "Nije dostupno za duplikate računa.",
      ],
    },
    "free-spins-50": {
      name: "50 besplatnih vrtnji",
      bannerTitle: "50 besplatnih vrtnji na našim najboljim automatima",
      description: "Zavrtite naše najpopularnije automate besplatno.",
      items: [
        "Besplatne vrtnje samo na navedenim igrama.",
        "Dobici su bonus novac koji treba okrenuti 30 puta, najviše 200 EUR.",
        "Samo za prvih 1000 igrača, jednom mjesečno.",
      ],
    },
    "daily-rakeback": {
      name: "Dnevni rakeback",
      bannerTitle: "5 % gubitaka natrag u kalendaru",
      description: "Povrat novca koji stiže u vaš kalendar nagrada.",
      items: [
        "Preuzmite ga danas ili sutra u kalendaru.",
        "Uplata posljednjih dana nije potrebna, ali barem jedna uplata ikad jest.",
        "Jednom dnevno.",
      ],
    },
    "weekly-cashback": {
      name: "Tjedni povrat novca",
      bannerTitle: "10 % tjednog povrata novca",
      description: "10 % neto gubitaka u tjednu, okreće se jednom.",
      items: [
        "Potrebna je uplata u posljednjih 7 dana.",
        "Pokriva neto gubitke od vašeg posljednjeg tjednog povrata (najviše 7 dana).",
        "Okrenite povrat novca jednom.",
      ],
    },
    "vip-spring-chip": {
      name: "Proljetni VIP žeton",
      bannerTitle: "25 besplatno u našoj proljetnoj VIP kampanji",
      description: "Besplatan žeton za igrače kampanje VIPSPRING.",
      items: [
        "Samo za igrače koji su se pridružili kroz kampanju VIPSPRING.",
        "Samo za račune u EUR i CAD.",
      ],
    },
    "summer-deposit": {
      name: "Ljetni bonus na uplatu",
      bannerTitle: "200 % ljetni bonus na uplatu",
      description: "Ponuda iz prošlog ljeta.",
      items: [
        "Završeno.",
      ],
    },
    "next-month-spins": {
      name: "Vrtnje sljedećeg mjeseca",
      bannerTitle: "20 besplatnih vrtnji uskoro",
      description: "Počinje za deset dana.",
      items: [
        "Aktivirajte kad počne.",
      ],
    },
    "withdrawn-offer": {
      name: "Povučena ponuda",
      bannerTitle: "Žeton od 5 EUR (povučen)",
      description: "Više se ne nudi.",
      items: [
        "Otkazao operater.",
      ],
    },
  },
};
