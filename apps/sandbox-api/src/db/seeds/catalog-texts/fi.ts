import type { CatalogTextsOfLocale } from "./types.ts";

export const fi: CatalogTextsOfLocale = {
  promotions: {
    "welcome-offer": { title: "Tervetulotarjous", summary: "100 % jopa 1000 EUR:oon asti ensimmäisestä talletuksestasi", body: "Rekisteröidy tänään ja tuplaa ensimmäinen talletuksesi." },
    "weekend-reload": { title: "Viikonlopun reload", summary: "75 % joka viikonloppu", body: "Talleta perjantaista sunnuntaihin ja saat 75 % päälle." },
    "daily-rakeback": { title: "Päivittäinen rakeback", summary: "Cashbackia kalenteriisi joka päivä", body: "Osa jokaisesta panoksesta palaa palkintokalenteriisi. Lunasta se tänään tai huomenna." },
    "spring-slot-race": { title: "Kevään slottikisa", summary: "5000 EUR:n palkintopotti", body: "Liity kisaan turnaussivulta ja nouse tulostaululla." },
  },
  allBonuses: "Katso kaikki bonukset",
  terms: { heading: "Ehdot", onePerPerson: "Yksi tili henkilöä kohden.", generalTerms: "Yleiset <a href=\"/bonus-terms\">bonusehdot</a> ovat voimassa." },
  tournaments: {
    "spring-slot-race": { name: "Kevään slottikisa", description: "Pelaa eniten millä tahansa slotilla ja voita osuus 5000 EUR:sta." },
    "multiplier-madness": { name: "Kerroinhulluus", description: "Suurin yksittäisen pyöräytyksen kerroin listatuilla sloteilla voittaa." },
    "weekend-race": { name: "Viikonloppukisa", description: "Alkaa perjantaina: pelaa noustaksesi tulostaululla." },
    "winter-cup": { name: "Talvicup", description: "Viime kauden kerroincup." },
  },
  levels: { Bronze: "Pronssi", Silver: "Hopea", Gold: "Kulta", Platinum: "Platina", Diamond: "Timantti", Black: "Musta" },
  perks: {
    "Daily rakeback": "Päivittäinen rakeback",
    "Weekly cashback": "Viikoittainen cashback",
    "Birthday bonus": "Syntymäpäiväbonus",
    "Faster withdrawals": "Nopeammat kotiutukset",
    "Personal manager": "Henkilökohtainen asiakasvastaava",
    "Higher limits": "Korkeammat rajat",
    "Event invitations": "Kutsut tapahtumiin",
    "All of Platinum": "Kaikki Platina-tason edut",
    "Tailored bonuses": "Räätälöidyt bonukset",
    "Everything, by invitation": "Kaikki, kutsusta",
  },
};
