import type { BonusTextsOfLocale } from "./types.ts";

export const lt: BonusTextsOfLocale = {
  termsHeading: "Sąlygos",
  seeTerms: 'Žr. <a href="/bonus-terms">bendrąsias premijų sąlygas</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Sveikinimo premija",
      bannerTitle: "100 % iki 1000 EUR už pirmąją įmoką",
      description: "Padvigubinkite savo pirmąją įmoką.",
      items: [
        "Už pirmąją ne mažesnę kaip 100 EUR įmoką per 30 dienų nuo registracijos.",
        "Įvykdykite premijos apyvartą <strong>35 kartus</strong> per 30 dienų.",
        "Pirmiausia žaidžiama tikrais pinigais, paskui premijos pinigais.",
      ],
    },
    "second-deposit": {
      name: "Antrosios įmokos premija",
      bannerTitle: "50 % iki 300 EUR už antrąją įmoką",
      description: "Dar pusė sumos prie antrosios įmokos.",
      items: [
        "Už antrąją ne mažesnę kaip 20 EUR įmoką.",
        "Įvykdykite premijos apyvartą 30 kartų per 14 dienų.",
      ],
    },
    "weekend-reload": {
      name: "Savaitgalio papildymas",
      bannerTitle: "75 % papildymo premija kas penktadienį–sekmadienį",
      description: "Papildymo premija savaitgaliui.",
      items: [
        "Galima aktyvuoti penktadieniais, šeštadieniais ir sekmadieniais, kartą per savaitę.",
        "Į 40x apyvartą įskaičiuojami tik statymai tikrais pinigais.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR nemokamai",
      bannerTitle: "10 EUR nemokamai, be įmokos",
      description: "Išbandykite kazino mūsų sąskaita.",
      items: [
        "Per 7 dienas nuo registracijos, vieną kartą vienam žaidėjui.",
        "Apyvarta 40 kartų; laimėjimai ribojami iki 100 EUR.",
        "Netaikoma pasikartojančioms paskyroms.",
      ],
    },
    "free-spins-50": {
      name: "50 nemokamų sukimų",
      bannerTitle: "50 nemokamų sukimų geriausiuose mūsų lošimo automatuose",
      description: "Sukite populiariausius mūsų lošimo automatus nemokamai.",
      items: [
        "Nemokami sukimai tik nurodytuose žaidimuose.",
        "Laimėjimai yra premijos pinigai, kurių apyvarta 30 kartų, daugiausia 200 EUR.",
        "Tik pirmiesiems 1000 žaidėjų, kartą per mėnesį.",
      ],
    },
    "daily-rakeback": {
      name: "Dienos rakeback",
      bannerTitle: "5 % pralošimų grįžta į kalendorių",
      description: "Pinigų grąžinimas, patenkantis į jūsų prizų kalendorių.",
      items: [
        "Atsiimkite šiandien arba rytoj kalendoriuje.",
        "Įmokos per pastarąsias dienas nereikia, bet reikia bent vienos įmokos apskritai.",
        "Kartą per dieną.",
      ],
    },
    "weekly-cashback": {
      name: "Savaitinis pinigų grąžinimas",
      bannerTitle: "10 % savaitinis pinigų grąžinimas",
      description: "10 % savaitės grynųjų pralošimų, vienkartinė apyvarta.",
      items: [
        "Reikia įmokos per pastarąsias 7 dienas.",
        "Apima grynuosius pralošimus nuo paskutinio savaitinio grąžinimo (daugiausia 7 dienas).",
        "Įvykdykite grąžinimo apyvartą vieną kartą.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP pavasario žetonas",
      bannerTitle: "25 nemokamai mūsų pavasario VIP akcijoje",
      description: "Nemokamas žetonas VIPSPRING akcijos žaidėjams.",
      items: [
        "Tik žaidėjams, prisijungusiems per VIPSPRING akciją.",
        "Tik EUR ir CAD paskyroms.",
      ],
    },
    "summer-deposit": {
      name: "Vasaros įmokos premija",
      bannerTitle: "200 % vasaros įmokos premija",
      description: "Praėjusios vasaros pasiūlymas.",
      items: [
        "Baigėsi.",
      ],
    },
    "next-month-spins": {
      name: "Kito mėnesio sukimai",
      bannerTitle: "20 nemokamų sukimų jau greitai",
      description: "Prasideda po dešimties dienų.",
      items: [
        "Aktyvuokite, kai pasiūlymas prasidės.",
      ],
    },
    "withdrawn-offer": {
      name: "Atšauktas pasiūlymas",
      bannerTitle: "5 EUR žetonas (atšauktas)",
      description: "Nebesiūlomas.",
      items: [
        "Atšaukė operatorius.",
      ],
    },
  },
};
