import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BONUS_SHOWS, type BonusShow } from "./promotions-search.ts";
import * as styles from "./BonusList.css.ts";

const LABELS: Record<BonusShow, MessageDescriptor> = {
  all: msg`All`,
  today: msg`Available today`,
  deposit: msg`Deposit bonuses`,
  no_deposit: msg`No deposit`,
  freespins: msg`Free spins`,
  instant_cashback: msg`Cashback`,
};

/** Which bonuses the list shows: radios styled as chips (one tab stop, arrow keys move). */
export function BonusShowFilter({ value, onChange }: { value: BonusShow; onChange: (show: BonusShow) => void }) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{t`Show`}</legend>
      {BONUS_SHOWS.map((show) => (
        <label key={show} className={styles.chip}>
          <input className={styles.radio} type="radio" name="bonus-show" value={show} checked={value === show} onChange={() => onChange(show)} />
          {i18n._(LABELS[show])}
        </label>
      ))}
    </fieldset>
  );
}
