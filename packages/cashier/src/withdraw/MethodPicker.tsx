import { useLingui } from "@lingui/react/macro";
import type { PaymentMethod } from "@casino/api-client";
import { Text } from "@casino/ui-kit";
import * as styles from "./WithdrawPage.css.ts";

export type MethodPickerProps = {
  methods: readonly Pick<PaymentMethod, "id" | "title" | "thumbnailUrl">[];
  selected: number | undefined;
  onSelect: (id: number) => void;
};

/** Native radios: arrow keys move between methods and screen readers announce the group. */
export function MethodPicker({ methods, selected, onSelect }: MethodPickerProps) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.methods}>
      <legend>
        <Text weight="bold">{t`Withdrawal method`}</Text>
      </legend>
      {methods.map((method) => (
        <label key={method.id} className={styles.method}>
          <input
            type="radio"
            name="withdraw-method"
            value={method.id}
            checked={selected === method.id}
            onChange={() => onSelect(method.id)}
          />
          {method.thumbnailUrl ? <img src={method.thumbnailUrl} alt="" width={32} height={20} loading="lazy" /> : null}
          <Text>{method.title}</Text>
        </label>
      ))}
    </fieldset>
  );
}
