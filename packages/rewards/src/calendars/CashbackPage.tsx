import { useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@casino/shell";
import { RakebackCalendar } from "./RakebackCalendar.tsx";
import * as styles from "./RakebackCalendar.css.ts";

/** /cashback (page key `cashback`): the rakeback calendar as a page. */
export function CashbackPage() {
  const { t } = useLingui();
  const title = t`Cashback`;
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="cashback-title">
      <h1 id="cashback-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{t`Cashback on your play, day by day. Claim today's and yesterday's before they close.`}</p>
      <RakebackCalendar />
    </section>
  );
}
