import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { freeMoneyQueryOptions } from "@casino/api-client";
import { LoadError, ModalLink, useDocumentTitle, useSession } from "@casino/shell";
import { Text } from "@casino/ui-kit";
import { useBonusActivation } from "../activation/use-bonus-activation.ts";
import { playerTimeZone } from "../activation/time-zone.ts";
import { BonusCard } from "../promotions/BonusCard.tsx";
import { BonusSkeletons } from "../promotions/BonusSkeletons.tsx";
import * as list from "../promotions/BonusList.css.ts";
import * as page from "../promotions/PromotionsPage.css.ts";
import { CouponForm } from "./CouponForm.tsx";
import { RakebackSummary } from "./RakebackSummary.tsx";

/** /freemoney (page key `freemoney`): the free bonuses, the calendar's claimable rakeback and the coupon form. */
export function FreeMoneyPage() {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useSession();
  const bonusesId = useId();
  const couponId = useId();
  const query = useQuery(freeMoneyQueryOptions({ language: i18n.locale, timeZone: playerTimeZone() }));
  const activation = useBonusActivation();
  useDocumentTitle(t`Free money`);

  let body;
  if (query.isPending) {
    body = (
      <div role="region" aria-busy="true" aria-label={t`Free money`}>
        <BonusSkeletons />
      </div>
    );
  } else if (query.isError) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    const { bonuses, rakeback, couponsEnabled } = query.data;
    body = (
      <>
        {rakeback ? <RakebackSummary rakeback={rakeback} /> : null}
        <section className={page.section} aria-labelledby={bonusesId}>
          <h2 id={bonusesId} className={page.heading}>{t`Free bonuses`}</h2>
          {bonuses.length === 0 ? (
            <Text as="p">{t`There are no free bonuses right now. Please check again soon.`}</Text>
          ) : (
            <ul className={list.grid} aria-labelledby={bonusesId}>
              {bonuses.map((bonus) => (
                <li key={bonus.id} className={list.item}>
                  <BonusCard bonus={bonus} activation={activation} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {couponsEnabled ? (
          <section className={page.section} aria-labelledby={couponId}>
            <h2 id={couponId} className={page.heading}>{t`Coupon code`}</h2>
            {isAuthenticated ? (
              <CouponForm />
            ) : (
              <ModalLink modal="login" className={page.link}>
                {t`Log in to redeem a coupon`}
              </ModalLink>
            )}
          </section>
        ) : null}
      </>
    );
  }

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t`Free money`}</h1>
      {body}
    </div>
  );
}
