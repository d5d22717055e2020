import type { BonusTextsOfLocale } from "./types.ts";

export const et: BonusTextsOfLocale = {
  termsHeading: "Tingimused",
  seeTerms: 'Vaata <a href="/bonus-terms">üldisi boonustingimusi</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Tervitusboonus",
      bannerTitle: "100% kuni 1000 EUR esimesele sissemaksele",
      description: "Kahekordista oma esimene sissemakse.",
      items: [
        "Esimesele vähemalt 100 EUR sissemaksele 30 päeva jooksul pärast registreerumist.",
        "Mängi boonus läbi <strong>35 korda</strong> 30 päeva jooksul.",
        "Kõigepealt mängitakse päris rahaga, seejärel boonusrahaga.",
      ],
    },
    "second-deposit": {
      name: "Teise sissemakse boonus",
      bannerTitle: "50% kuni 300 EUR teisele sissemaksele",
      description: "Pool summat lisaks sinu teisele sissemaksele.",
      items: [
        "Teisele vähemalt 20 EUR sissemaksele.",
        "Mängi boonus läbi 30 korda 14 päeva jooksul.",
      ],
    },
    "weekend-reload": {
      name: "Nädalavahetuse lisaboonus",
      bannerTitle: "75% lisaboonus igal reedel kuni pühapäeval",
      description: "Lisaboonus nädalavahetuseks.",
      items: [
        "Aktiveeritav reedel, laupäeval ja pühapäeval, kord nädalas.",
        "40x läbimängimisse arvestatakse ainult päris rahaga tehtud panuseid.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR tasuta",
      bannerTitle: "10 EUR tasuta, sissemakset pole vaja",
      description: "Proovi kasiinot meie kulul.",
      items: [
        "7 päeva jooksul pärast registreerumist, üks kord mängija kohta.",
        "Mängi läbi 40 korda; võidud on piiratud 100 EUR-ga.",
        "Pole saadaval topeltkontodele.",
      ],
    },
    "free-spins-50": {
      name: "50 tasuta keerutust",
      bannerTitle: "50 tasuta keerutust meie parimatel slotimängudel",
      description: "Keeruta meie populaarseimaid slotimänge tasuta.",
      items: [
        "Tasuta keerutused ainult loetletud mängudes.",
        "Võidud on boonusraha, mis tuleb läbi mängida 30 korda, kuni 200 EUR.",
        "Ainult esimesele 1000 mängijale, kord kuus.",
      ],
    },
    "daily-rakeback": {
      name: "Päevane rakeback",
      bannerTitle: "5% kaotustest tagasi kalendrisse",
      description: "Raha tagasi, mis jõuab sinu auhinnakalendrisse.",
      items: [
        "Võta see kalendrist täna või homme.",
        "Viimastel päevadel pole sissemakset vaja, kuid vähemalt üks sissemakse peab olema tehtud.",
        "Kord päevas.",
      ],
    },
    "weekly-cashback": {
      name: "Nädala cashback",
      bannerTitle: "10% nädala cashback",
      description: "10% nädala netokaotustest, läbimängimine üks kord.",
      items: [
        "Nõuab sissemakset viimase 7 päeva jooksul.",
        "Katab netokaotused alates sinu viimasest nädala cashbackist (kuni 7 päeva).",
        "Mängi cashback läbi üks kord.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP kevadžetoon",
      bannerTitle: "25 tasuta meie kevadises VIP-kampaanias",
      description: "Tasuta žetoon VIPSPRING-kampaania mängijatele.",
      items: [
        "Ainult mängijatele, kes liitusid VIPSPRING-kampaania kaudu.",
        "Ainult EUR- ja CAD-kontodele.",
      ],
    },
    "summer-deposit": {
      name: "Suvine sissemakseboonus",
      bannerTitle: "200% suvine sissemakseboonus",
      description: "Eelmise suve pakkumine.",
      items: [
        "Lõppenud.",
      ],
    },
    "next-month-spins": {
      name: "Järgmise kuu keerutused",
      bannerTitle: "20 tasuta keerutust peagi",
      description: "Algab kümne päeva pärast.",
      items: [
        "Aktiveeri, kui pakkumine on alanud.",
      ],
    },
    "withdrawn-offer": {
      name: "Tagasi võetud pakkumine",
      bannerTitle: "5 EUR žetoon (tagasi võetud)",
      description: "Enam ei pakuta.",
      items: [
        "Operaator tühistas selle.",
      ],
    },
  },
};
