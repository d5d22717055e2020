import type { BonusTextsOfLocale } from "./types.ts";

export const ro: BonusTextsOfLocale = {
  termsHeading: "Condiții",
  seeTerms: 'Vezi <a href="/bonus-terms">termenii generali ai bonusurilor</a>.',
  bonuses: {
    "welcome-deposit": {
      name: "Bonus de bun venit",
      bannerTitle: "100% până la 1000 EUR la prima depunere",
      description: "Dublează-ți prima depunere.",
      items: [
        "Pentru prima ta depunere de cel puțin 100 EUR, în 30 de zile de la înregistrare.",
        "Rulează bonusul de <strong>35 de ori</strong> în 30 de zile.",
        "Se joacă mai întâi banii reali, apoi banii bonus.",
      ],
    },
    "second-deposit": {
      name: "Bonus la a doua depunere",
      bannerTitle: "50% până la 300 EUR la a doua depunere",
      description: "Încă jumătate în plus la a doua ta depunere.",
      items: [
        "Pentru a doua ta depunere de cel puțin 20 EUR.",
        "Rulează bonusul de 30 de ori în 14 zile.",
      ],
    },
    "weekend-reload": {
      name: "Reload de weekend",
      bannerTitle: "Reload de 75% în fiecare vineri până duminică",
      description: "Un bonus de reîncărcare pentru weekend.",
      items: [
        "Se poate activa vinerea, sâmbăta și duminica, o dată pe săptămână.",
        "La rulajul de 40x contează doar pariurile cu bani reali.",
      ],
    },
    "no-deposit-10": {
      name: "10 EUR gratuit",
      bannerTitle: "10 EUR gratuit, fără depunere",
      description: "Încearcă cazinoul pe banii noștri.",
      items: [
        "În 7 zile de la înregistrare, o dată per jucător.",
        "Rulaj de 40 de ori; câștigurile sunt limitate la 100 EUR.",
        "Nu este disponibil pentru conturi duplicate.",
      ],
    },
    "free-spins-50": {
      name: "50 de rotiri gratuite",
      bannerTitle: "50 de rotiri gratuite la cele mai bune sloturi ale noastre",
      description: "Învârte gratuit cele mai populare sloturi ale noastre.",
      items: [
        "Rotirile gratuite sunt valabile doar la jocurile listate.",
        "Câștigurile sunt bani bonus cu rulaj de 30 de ori, maximum 200 EUR.",
        "Doar pentru primii 1000 de jucători, o dată pe lună.",
      ],
    },
    "daily-rakeback": {
      name: "Rakeback zilnic",
      bannerTitle: "5% din pierderi înapoi în calendar",
      description: "Cashback care ajunge în calendarul tău de recompense.",
      items: [
        "Revendică-l azi sau mâine din calendar.",
        "Nu ai nevoie de o depunere în ultimele zile, dar de cel puțin o depunere vreodată.",
        "O dată pe zi.",
      ],
    },
    "weekly-cashback": {
      name: "Cashback săptămânal",
      bannerTitle: "10% cashback săptămânal",
      description: "10% din pierderile nete ale săptămânii, rulat o singură dată.",
      items: [
        "Necesită o depunere în ultimele 7 zile.",
        "Acoperă pierderile nete de la ultimul tău cashback săptămânal (cel mult 7 zile).",
        "Rulează cashbackul o dată.",
      ],
    },
    "vip-spring-chip": {
      name: "Jeton VIP de primăvară",
      bannerTitle: "25 gratuit în campania noastră VIP de primăvară",
      description: "Un jeton gratuit pentru jucătorii campaniei VIPSPRING.",
      items: [
        "Doar pentru jucătorii veniți prin campania VIPSPRING.",
        "Doar pentru conturile în EUR și CAD.",
      ],
    },
    "summer-deposit": {
      name: "Bonus de depunere de vară",
      bannerTitle: "Bonus de depunere de vară de 200%",
      description: "Oferta de vara trecută.",
      items: [
        "Încheiată.",
      ],
    },
    "next-month-spins": {
      name: "Rotirile de luna viitoare",
      bannerTitle: "20 de rotiri gratuite în curând",
      description: "Începe în zece zile.",
      items: [
        "Activează după ce începe.",
      ],
    },
    "withdrawn-offer": {
      name: "Ofertă retrasă",
      bannerTitle: "Jeton de 5 EUR (retras)",
      description: "Nu mai este oferită.",
      items: [
        "Anulată de operator.",
      ],
    },
  },
};
