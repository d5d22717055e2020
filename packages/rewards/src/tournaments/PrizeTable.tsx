import { useLingui } from "@lingui/react/macro";
import type { Tournament } from "@casino/api-client";
import { useMoney } from "../use-money.ts";
import * as styles from "./Tournaments.css.ts";

/** What each place wins. */
export function PrizeTable({ tournament }: { tournament: Pick<Tournament, "prizes" | "currencyCode"> }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  if (tournament.prizes.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t`Prizes`}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>{t`Place`}</th>
            <th scope="col" className={styles.numeric}>{t`Prize`}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.prizes.map((prize) => (
            <tr key={prize.place}>
              <td className={styles.cell}>{i18n.number(prize.place)}</td>
              <td className={styles.numeric}>{money(prize.amount, tournament.currencyCode)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
