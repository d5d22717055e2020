import { forwardRef } from "react";
import { useLingui } from "@lingui/react/macro";
import type { PaymentMethod } from "@casino/api-client";
import { useMoney } from "../shared/use-money.ts";
import * as styles from "./MethodList.css.ts";

export type MethodListProps = {
  methods: readonly PaymentMethod[];
  selectedId: number | null;
  onSelect: (method: PaymentMethod) => void;
  /** The player's currency: each method shows its minimum and maximum in it. */
  currency: string;
  crypto: boolean;
  disabled?: boolean;
};

/** The player's payment methods as one radio group: thumbnail, title and the deposit range. */
export const MethodList = forwardRef<HTMLFieldSetElement, MethodListProps>(function MethodList(
  { methods, selectedId, onSelect, currency, crypto, disabled = false },
  ref,
) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <fieldset ref={ref} className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t`Payment method`}</legend>
      <div className={styles.list}>
        {methods.map((method) => {
          const limits = method.limits[currency];
          const min = limits ? money(limits.min, currency, crypto) : null;
          const max = limits ? money(limits.max, currency, crypto) : null;
          return (
            <label key={method.id} className={styles.option}>
              <input
                type="radio"
                name="payment-method"
                value={method.name}
                checked={method.id === selectedId}
                onChange={() => onSelect(method)}
              />
              {/* A method without a logo keeps the logo's place (an empty src would fetch the page again). */}
              {method.thumbnailUrl ? (
                <img className={styles.thumbnail} src={method.thumbnailUrl} alt="" loading="lazy" decoding="async" />
              ) : (
                <span className={styles.thumbnail} aria-hidden="true" />
              )}
              <span className={styles.text}>
                <span className={styles.title}>{method.title}</span>
                {min && max ? <span className={styles.range}>{t`${min} – ${max}`}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});
