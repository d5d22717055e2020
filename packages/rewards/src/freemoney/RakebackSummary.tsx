import { useLingui } from "@lingui/react/macro";
import type { FreeMoney } from "@casino/api-client";
import { PageLink } from "@casino/shell";
import { Text } from "@casino/ui-kit";
import { useMoney } from "../use-money.ts";
import * as page from "../promotions/PromotionsPage.css.ts";
import * as styles from "./FreeMoneyPage.css.ts";

/** What the rewards calendar holds for the player now, with the way there. */
export function RakebackSummary({ rakeback }: { rakeback: NonNullable<FreeMoney["rakeback"]> }) {
  const { t } = useLingui();
  const money = useMoney();
  const amount = money(rakeback.claimableAmount, rakeback.currencyCode);
  return (
    <div className={styles.panel}>
      {rakeback.claimableAmount > 0 ? (
        <>
          <p className={styles.amount}>{amount}</p>
          <Text as="p">{t`Waiting for you in your rewards calendar: claim it today or tomorrow.`}</Text>
        </>
      ) : (
        <Text as="p">{t`Part of every bet comes back to your rewards calendar. Claim it there every day.`}</Text>
      )}
      <PageLink page="cashback" className={page.link}>
        {t`Open the rewards calendar`}
      </PageLink>
    </div>
  );
}
