import { useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Text } from "../../layout/Text.tsx";
import { Button } from "../Button/Button.tsx";
import { TextField } from "../TextField/TextField.tsx";
import { canShare } from "./can-share.ts";
import * as styles from "./CopyField.css.ts";

export const copyFieldKinds = ["value", "link"] as const;
/**
 * `value` (an address, an IBAN; often several in a list): a small "Copy" in the field's end, named "Copy <label>",
 * then "Copied". `link`: "Copy link" (and Share) after the field, then "Link copied to the clipboard.".
 */
export type CopyFieldKind = (typeof copyFieldKinds)[number];

export const copyStates = ["idle", "copied", "failed"] as const;
export type CopyState = (typeof copyStates)[number];

export type CopyFieldProps = {
  label: string;
  value: string;
  kind?: CopyFieldKind;
  /** Offers the device's share sheet with these (the value is the url) where navigator.share takes them. */
  share?: Omit<ShareData, "url" | "files">;
  /** For stories: the state as if Copy had been pressed. */
  initialState?: CopyState;
};

/**
 * A value the player takes elsewhere (a link, an address, an IBAN): read-only, with Copy and, for a link, Share.
 * The outcome of Copy is announced in a status line; when the clipboard is refused (no permission, an old browser,
 * an insecure page) the value is focused and selected, so the device's own copy command takes it (spec §8).
 */
export function CopyField({ label, value, kind = "value", share, initialState = "idle" }: CopyFieldProps) {
  const { t } = useLingui();
  // The outcome belongs to the value it was for: a new value starts without one.
  const [outcome, setOutcome] = useState<{ state: CopyState; value: string }>({ state: initialState, value });
  const state = outcome.value === value ? outcome.state : "idle";
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(value);
      setOutcome({ state: "copied", value });
    } catch {
      setOutcome({ state: "failed", value });
      input.current?.focus();
      input.current?.select();
    }
  };

  const shareData: ShareData | null = share ? { ...share, url: value } : null;
  const shareable = shareData !== null && canShare(typeof navigator === "undefined" ? undefined : navigator, shareData);
  // A player who closes the share sheet rejects the promise with AbortError: nothing to report.
  const onShare = () => void (shareData && navigator.share(shareData).catch(() => undefined));

  const link = kind === "link";
  const buttons = (
    <>
      <Button size={link ? "md" : "sm"} variant="secondary" onClick={() => void copy()} aria-label={link ? undefined : t`Copy ${label}`}>
        {link ? t`Copy link` : t`Copy`}
      </Button>
      {shareable ? (
        <Button size={link ? "md" : "sm"} onClick={onShare}>
          {t`Share`}
        </Button>
      ) : null}
    </>
  );
  const field = (
    <TextField
      ref={input}
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      {...(link ? {} : { endAdornment: <span className={styles.inside}>{buttons}</span> })}
    />
  );

  return (
    <div className={styles.frame}>
      {link ? (
        <div className={styles.row}>
          <div className={styles.field}>{field}</div>
          {buttons}
        </div>
      ) : (
        field
      )}
      <p role="status" className={styles.status}>
        {state === "copied" ? (
          <Text size="sm" tone="success">
            {link ? t`Link copied to the clipboard.` : t`Copied`}
          </Text>
        ) : null}
        {state === "failed" ? (
          <Text size="sm" tone="danger">{t`Could not read the clipboard. The text is selected: copy it with your device's copy command.`}</Text>
        ) : null}
      </p>
    </div>
  );
}
