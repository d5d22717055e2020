import type { BonusTextsOfLocale } from "./types.ts";

export const sl: BonusTextsOfLocale = {
  termsHeading: "Pogoji",
  seeTerms: 'Glejte <a href="/bonus-terms">splošne pogoje bonusov</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Bonus dobrodošlice",
      bannerTitle: "100 % do 1000 EUR ob prvem pologu",
      description: "Podvojite svoj prvi polog.",
      items: [
        "Za prvi polog v višini vsaj 100 EUR, v 30 dneh po registraciji.",
        "Bonus zavrtite <strong>35-krat</strong> v 30 dneh.",
        "Najprej se igra s pravim denarjem, nato z bonus denarjem.",
      ],
    },
    "second-deposit": {
      name: "Bonus ob drugem pologu",
      bannerTitle: "50 % do 300 EUR ob drugem pologu",
      description: "Še polovica zneska ob drugem pologu.",
      items: [
        "Za drugi polog v višini vsaj 20 EUR.",
        "Bonus zavrtite 30-krat v 14 dneh.",
      ],
    },
    "weekend-reload": {
      name: "Vikend reload",
      bannerTitle: "75 % reload vsak petek do nedelje",
      description: "Reload bonus za vikend.",
      items: [
        "Aktivirati ga je mogoče ob petkih, sobotah in nedeljah, enkrat na teden.",
        "V obračanje 40x štejejo samo stave s pravim denarjem.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR brezplačno",
      bannerTitle: "10 EUR brezplačno, brez pologa",
      description: "Preizkusite igralnico na naše stroške.",
      items: [
        "V 7 dneh po registraciji, enkrat na igralca.",
        "Zavrtite 40-krat; dobitki so omejeni na 100 EUR.",
        "Ni na voljo za podvojene račune.",
      ],
    },
    "free-spins-50": {
      name: "50 brezplačnih vrtljajev",
      bannerTitle: "50 brezplačnih vrtljajev na naših najboljših avtomatih",
      description: "Brezplačno zavrtite naše najbolj priljubljene avtomate.",
      items: [
        "Brezplačni vrtljaji samo na navedenih igrah.",
        "Dobitki so bonus denar, ki ga je treba zavrteti 30-krat, največ 200 EUR.",
        "Samo za prvih 1000 igralcev, enkrat na mesec.",
      ],
    },
    "daily-rakeback": {
      name: "Dnevni rakeback",
      bannerTitle: "5 % izgub nazaj v koledarju",
      description: "Vračilo denarja, ki pristane v vašem koledarju nagrad.",
      items: [
        "Prevzemite ga danes ali jutri v koledarju.",
        "Polog v zadnjih dneh ni potreben, je pa potreben vsaj en polog sploh.",
        "Enkrat na dan.",
      ],
    },
    "weekly-cashback": {
      name: "Tedensko vračilo denarja",
      bannerTitle: "10 % tedenskega vračila denarja",
      description: "10 % neto izgub v tednu, z enkratnim obračanjem.",
      items: [
        "Zahteva polog v zadnjih 7 dneh.",
        "Pokriva neto izgube od zadnjega tedenskega vračila (največ 7 dni).",
        "Vračilo denarja zavrtite enkrat.",
      ],
    },
    "vip-spring-chip": {
      name: "Pomladni VIP žeton",
      bannerTitle: "25 brezplačno v naši pomladni VIP kampanji",
      description: "Brezplačen žeton za igralce kampanje VIPSPRING.",
      items: [
        "Samo za igralce, ki so se pridružili prek kampanje VIPSPRING.",
        "Samo za račune v EUR in CAD.",
      ],
    },
    "summer-deposit": {
      name: "Poletni bonus ob pologu",
      bannerTitle: "200 % poletni bonus ob pologu",
      description: "Ponudba lanskega poletja.",
      items: [
        "Končano.",
      ],
    },
    "next-month-spins": {
      name: "Vrtljaji naslednjega meseca",
      bannerTitle: "20 brezplačnih vrtljajev kmalu",
      description: "Začne se čez deset dni.",
      items: [
        "Aktivirajte, ko se začne.",
      ],
    },
    "withdrawn-offer": {
      name: "Umaknjena ponudba",
      bannerTitle: "Žeton za 5 EUR (umaknjen)",
      description: "Ni več na voljo.",
      items: [
        "Preklical ga je operater.",
      ],
    },
  },
};
