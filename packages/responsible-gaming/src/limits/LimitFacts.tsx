import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { useMoney } from "./use-money.ts";
import { useWhen } from "./use-when.ts";
import * as styles from "./Limits.css.ts";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

type Props = {
  amount: number;
  used: number | null;
  left: number | null;
  resetsAt: string | null;
  /** The term of `used` ("Used" unless the limit counts something else, e.g. winnings). */
  usedTerm?: string;
};

/** A limit in force: its amount and, per period, what is used and left and when the period resets. */
export function LimitFacts({ amount, used, left, resetsAt, usedTerm }: Props) {
  const { t } = useLingui();
  const money = useMoney();
  const when = useWhen();
  return (
    <dl className={styles.facts}>
      <Fact term={t`Limit`}>{money(amount)}</Fact>
      {used !== null ? <Fact term={usedTerm ?? t`Used`}>{money(used)}</Fact> : null}
      {left !== null ? <Fact term={t`Left`}>{money(left)}</Fact> : null}
      {resetsAt !== null ? (
        <Fact term={t`Resets on`}>
          <time dateTime={resetsAt}>{when(resetsAt)}</time>
        </Fact>
      ) : null}
    </dl>
  );
}
