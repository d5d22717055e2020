import { ar } from "./ar.ts";
import { bg } from "./bg.ts";
import { cs } from "./cs.ts";
import { da } from "./da.ts";
import { de } from "./de.ts";
import { el } from "./el.ts";
import { en } from "./en.ts";
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
import type { CatalogTextsOfLocale } from "./types.ts";

/** The English texts, the source of the translations and the fallback of a locale without its own. */
export const englishCatalogTexts: CatalogTextsOfLocale = en;

/** Each non-English locale's catalogue texts, by locale code (the locales of @casino/i18n). */
export const catalogTextsByLocale: Readonly<Record<string, CatalogTextsOfLocale>> = {
  ar, bg, cs, da, de, el, es, et, fa, fi, fr, he, hi, hr, hu, id, it, ja, ko, lt, lv, nb, nl, pl, pt, "pt-BR": ptBR,
  ro, ru, sk, sl, sr, sv, th, tr, uk, vi, zh,
};
