import { useState, type Ref } from "react";
import { useLingui } from "@lingui/react/macro";
import { QUICK_DEPOSIT_AMOUNTS, parseAmountInput, stepDepositAmount } from "@casino/domain";
import { Button, TextField } from "@casino/ui-kit";
import { amountOrUndefined } from "./deposit-schema.ts";
import * as styles from "./AmountSelector.css.ts";

export type AmountSelectorProps = {
  /** NaN while the input is empty or unreadable. */
  value: number;
  onChange: (amount: number) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  currency: string;
  /** Spec §5: 2 decimals, crypto up to 8 (the placeholder shows which). */
  crypto: boolean;
  /** "Min €10.00 · Max €5,000.00" of the chosen method. */
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
};

/** Accepts a decimal comma as typed on German and Arabic keyboards. */
const parse = (text: string): number => parseAmountInput(text) ?? Number.NaN;

/** Spec §4 amount selector: − / + (stepDepositAmount), the quick amounts 25, 50, 100 and a typed amount. */
export function AmountSelector({ value, onChange, onBlur, inputRef, currency, crypto, hint, error, disabled = false }: AmountSelectorProps) {
  const { t } = useLingui();
  const [text, setText] = useState(() => (Number.isFinite(value) ? String(value) : ""));
  // The buttons change the value from outside: show it, unless the typed text already means it ("10." is 10).
  if (!Object.is(parse(text), value) && !(Number.isNaN(value) && Number.isNaN(parse(text)))) {
    setText(Number.isFinite(value) ? String(value) : "");
  }
  const current = amountOrUndefined(value) ?? 0;
  const step = (direction: "up" | "down") => onChange(stepDepositAmount(current, direction));

  return (
    <div className={styles.group}>
      <div className={styles.stepper}>
        <div className={styles.stepButton}>
          <Button type="button" variant="secondary" aria-label={t`Decrease amount`} onClick={() => step("down")} disabled={disabled || current <= 0}>
            −
          </Button>
        </div>
        <TextField
          ref={inputRef}
          label={t`Amount (${currency})`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={crypto ? "0.00000000" : "0.00"}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parse(event.target.value));
          }}
          onBlur={onBlur}
          hint={hint}
          error={error}
          disabled={disabled}
        />
        <div className={styles.stepButton}>
          <Button type="button" variant="secondary" aria-label={t`Increase amount`} onClick={() => step("up")} disabled={disabled}>
            +
          </Button>
        </div>
      </div>
      <div className={styles.quick} role="group" aria-label={t`Quick amounts`}>
        {QUICK_DEPOSIT_AMOUNTS.map((amount) => (
          <Button key={amount} type="button" size="sm" variant={value === amount ? "primary" : "secondary"} aria-pressed={value === amount} onClick={() => onChange(amount)} disabled={disabled}>
            {String(amount)}
          </Button>
        ))}
      </div>
    </div>
  );
}
