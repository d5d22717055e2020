import { ar } from "./ar.ts";
import { bg } from "./bg.ts";
import { cs } from "./cs.ts";
import { da } from "./da.ts";
import { de } from "./de.ts";
import { el } from "./el.ts";
import { es } from "./es.ts";
import { et } from "./et.ts";
import { fa } from "./fa.ts";
import { fi } from "./fi.ts";
import { fr } from "./fr.ts";
import { he } from "./he.ts";
import { hi } from "./hi.ts";
import { hr } from "./hr.ts";
import { hu } from "./hu.ts";
import { id } from "./id.ts";
import { it } from "./it.ts";
import { ja } from "./ja.ts";
import { ko } from "./ko.ts";
import { lt } from "./lt.ts";
import { lv } from "./lv.ts";
import { nb } from "./nb.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import { pt } from "./pt.ts";
import { ptBR } from "./pt-BR.ts";
import { ro } from "./ro.ts";
import { ru } from "./ru.ts";
import { sk } from "./sk.ts";
import { sl } from "./sl.ts";
import { sr } from "./sr.ts";
import { sv } from "./sv.ts";
import { th } from "./th.ts";
import { tr } from "./tr.ts";
import { uk } from "./uk.ts";
import { vi } from "./vi.ts";
import { zh } from "./zh.ts";
import type { BonusTextsOfLocale } from "./types.ts";

/** Each non-English locale's bonus texts, by locale code (the list and order of @casino/i18n). */
export const bonusTextsByLocale: Readonly<Record<string, BonusTextsOfLocale>> = {
  de,
  fr,
  es,
  it,
  pt,
  "pt-BR": ptBR,
  nl,
  pl,
  cs,
  sk,
  hu,
  ro,
  bg,
  el,
  tr,
  ru,
  uk,
  fi,
  sv,
  nb,
  da,
  et,
  lv,
  lt,
  sl,
  hr,
  sr,
  ja,
  ko,
  zh,
  hi,
  th,
  vi,
  id,
  ar,
  he,
  fa,
};
