import { useId, useState } from "react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { ModalLink, useDocumentTitle, useSettings } from "@casino/shell";
import { BonusList } from "./BonusList.tsx";
import { BonusShowFilter } from "./BonusShowFilter.tsx";
import { PromotionTiles } from "./PromotionTiles.tsx";
import { filterOfShow, readPromotionsSearch, type BonusShow } from "./promotions-search.ts";
import { useBonusFilter } from "./use-bonus-list.ts";
import * as styles from "./PromotionsPage.css.ts";
// In this page's chunk, for the entry's bootPrefetch (register.ts) of a visit that lands here.
export { bootPromotions } from "./boot-promotions.ts";

/** /promotions (page key `promotions`): the brand's promotions, then the bonuses on offer with a type filter. */
export function PromotionsPage() {
  const { t } = useLingui();
  const settings = useSettings();
  const promotionsId = useId();
  const bonusesId = useId();
  const { show, bonus } = readPromotionsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  // "Available today" asks for the moment the page opened, so its query key holds still while the page is open.
  const [openedAt] = useState(() => new Date().toISOString());
  const filter = useBonusFilter(filterOfShow(show, openedAt));
  useDocumentTitle(t`Promotions`);
  const choose = (next: BonusShow) =>
    void navigate({ to: ".", search: (prev: Record<string, unknown>) => ({ ...prev, show: next === "all" ? undefined : next }), replace: true });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Promotions`}</h1>
      <section className={styles.section} aria-labelledby={promotionsId}>
        <h2 id={promotionsId} className={styles.heading}>{t`Current promotions`}</h2>
        <PromotionTiles labelledBy={promotionsId} firstPicture />
      </section>
      <section className={styles.section} aria-labelledby={bonusesId}>
        <div className={styles.header}>
          <h2 id={bonusesId} className={styles.heading}>{t`Bonuses`}</h2>
          {settings.showProfileCalendar ? (
            <ModalLink modal="calendar" className={styles.link}>
              {t`This week's bonus calendar`}
            </ModalLink>
          ) : null}
        </div>
        <BonusShowFilter value={show} onChange={choose} />
        <BonusList filter={filter} highlight={bonus} labelledBy={bonusesId} />
      </section>
    </div>
  );
}
