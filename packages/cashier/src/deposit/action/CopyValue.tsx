import { useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, Text, TextField } from "@casino/ui-kit";
import * as styles from "./DepositActionPanel.css.ts";

export type CopyState = "idle" | "copied" | "failed";

export type CopyValueProps = {
  label: string;
  value: string;
  /** For stories: the state after a press. */
  initialState?: CopyState;
};

/**
 * A value the player pastes elsewhere (an address, an IBAN), read-only with a Copy button. When the clipboard is
 * refused (no permission, an old browser, an insecure page) the value is selected so the device's own copy works.
 */
export function CopyValue({ label, value, initialState = "idle" }: CopyValueProps) {
  const { t } = useLingui();
  const [state, setState] = useState<CopyState>(initialState);
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <div className={styles.copy}>
      <TextField
        ref={input}
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        endAdornment={
          <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={t`Copy ${label}`}>
            {t`Copy`}
          </Button>
        }
      />
      <p role="status" className={styles.copyStatus}>
        {state === "copied" ? <Text size="sm" tone="success">{t`Copied`}</Text> : null}
        {state === "failed" ? (
          <Text size="sm" tone="danger">{t`Could not read the clipboard. The text is selected: copy it with your device's copy command.`}</Text>
        ) : null}
      </p>
    </div>
  );
}
