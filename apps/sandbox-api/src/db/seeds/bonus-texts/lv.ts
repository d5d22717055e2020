import type { BonusTextsOfLocale } from "./types.ts";

export const lv: BonusTextsOfLocale = {
  termsHeading: "Noteikumi",
  seeTerms: 'Skaties <a href="/bonus-terms">vispārīgos bonusu noteikumus</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Sveiciena bonuss",
      bannerTitle: "100% līdz 1000 EUR par pirmo iemaksu",
      description: "Divkāršo savu pirmo iemaksu.",
      items: [
        "Par pirmo iemaksu vismaz 100 EUR apmērā 30 dienu laikā pēc reģistrācijas.",
        "Izpildi bonusa apgrozījumu <strong>35 reizes</strong> 30 dienu laikā.",
        "Vispirms spēlē ar īstu naudu, pēc tam ar bonusa naudu.",
      ],
    },
    "second-deposit": {
      name: "Otrās iemaksas bonuss",
      bannerTitle: "50% līdz 300 EUR par otro iemaksu",
      description: "Vēl puse klāt tavai otrajai iemaksai.",
      items: [
        "Par otro iemaksu vismaz 20 EUR apmērā.",
        "Izpildi bonusa apgrozījumu 30 reizes 14 dienu laikā.",
      ],
    },
    "weekend-reload": {
      name: "Nedēļas nogales papildinājums",
      bannerTitle: "75% papildinājums katru piektdienu līdz svētdienai",
      description: "Papildinājuma bonuss nedēļas nogalei.",
      items: [
        "Aktivizējams piektdienās, sestdienās un svētdienās, reizi nedēļā.",
        "40x apgrozījumā tiek ieskaitītas tikai likmes ar īstu naudu.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR bez maksas",
      bannerTitle: "10 EUR bez maksas, bez iemaksas",
      description: "Izmēģini kazino uz mūsu rēķina.",
      items: [
        "7 dienu laikā pēc reģistrācijas, vienu reizi katram spēlētājam.",
        "Apgrozījums 40 reizes; laimesti ierobežoti līdz 100 EUR.",
        "Nav pieejams dublētiem kontiem.",
      ],
    },
    "free-spins-50": {
      name: "50 bezmaksas griezieni",
      bannerTitle: "50 bezmaksas griezieni mūsu labākajos spēļu automātos",
      description: "Griez mūsu populārākos spēļu automātus bez maksas.",
      items: [
        "Bezmaksas griezieni tikai norādītajās spēlēs.",
        "Laimesti ir bonusa nauda ar 30 reižu apgrozījumu, ne vairāk kā 200 EUR.",
        "Tikai pirmajiem 1000 spēlētājiem, reizi mēnesī.",
      ],
    },
    "daily-rakeback": {
      name: "Dienas rakeback",
      bannerTitle: "5% zaudējumu atpakaļ kalendārā",
      description: "Naudas atmaksa, kas nonāk tavā balvu kalendārā.",
      items: [
        "Saņem to šodien vai rīt kalendārā.",
        "Iemaksa pēdējās dienās nav vajadzīga, bet vajadzīga vismaz viena iemaksa vispār.",
        "Reizi dienā.",
      ],
    },
    "weekly-cashback": {
      name: "Nedēļas cashback",
      bannerTitle: "10% nedēļas cashback",
      description: "10% no nedēļas tīrajiem zaudējumiem, apgrozāms vienu reizi.",
      items: [
        "Nepieciešama iemaksa pēdējo 7 dienu laikā.",
        "Sedz tīros zaudējumus kopš tava pēdējā nedēļas cashback (ne vairāk kā 7 dienas).",
        "Apgroz cashback vienu reizi.",
      ],
    },
    "vip-spring-chip": {
      name: "VIP pavasara žetons",
      bannerTitle: "25 bez maksas mūsu pavasara VIP kampaņā",
      description: "Bezmaksas žetons VIPSPRING kampaņas spēlētājiem.",
      items: [
        "Tikai spēlētājiem, kas pievienojās ar VIPSPRING kampaņu.",
        "Tikai EUR un CAD kontiem.",
      ],
    },
    "summer-deposit": {
      name: "Vasaras iemaksas bonuss",
      bannerTitle: "200% vasaras iemaksas bonuss",
      description: "Pagājušās vasaras piedāvājums.",
      items: [
        "Beidzies.",
      ],
    },
    "next-month-spins": {
      name: "Nākamā mēneša griezieni",
      bannerTitle: "20 bezmaksas griezieni jau drīz",
      description: "Sāksies pēc desmit dienām.",
      items: [
        "Aktivizē, kad piedāvājums būs sācies.",
      ],
    },
    "withdrawn-offer": {
      name: "Atsaukts piedāvājums",
      bannerTitle: "5 EUR žetons (atsaukts)",
      description: "Vairs netiek piedāvāts.",
      items: [
        "Operators to atcēla.",
      ],
    },
  },
};
