import { useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Text } from "../../layout/Text.tsx";
import { Button } from "../Button/Button.tsx";
import { TextField } from "../TextField/TextField.tsx";
import { canShare } from "./can-share.ts";
import * as styles from "./CopyField.css.ts";

export const copyFieldLayouts = ["inside", "beside"] as const;
/** `inside`: small buttons in the field's end (a list of values); `beside`: buttons after the field (one link). */
export type CopyFieldLayout = (typeof copyFieldLayouts)[number];

export const copyStates = ["idle", "copied", "failed"] as const;
export type CopyState = (typeof copyStates)[number];

export type CopyFieldProps = {
  /** The field's label; the default Copy button is named "Copy <label>" after it. */
  label: string;
  value: string;
  /** The Copy button's text and accessible name (e.g. "Copy link"); default: "Copy", named "Copy <label>". */
  copyLabel?: string;
  /** The confirmation announced after a copy; default "Copied". */
  copiedMessage?: string;
  /** Offers the device's share sheet with these (the value is the url) where navigator.share takes them. */
  share?: Omit<ShareData, "url" | "files">;
  layout?: CopyFieldLayout;
  /** For stories: the state as if Copy had been pressed. */
  initialState?: CopyState;
};

/**
 * A value the player takes elsewhere (a link, an address, an IBAN): read-only, with Copy and, for a link, Share.
 * The outcome of Copy is announced in a status line; when the clipboard is refused (no permission, an old browser,
 * an insecure page) the value is focused and selected, so the device's own copy command takes it (spec §8).
 */
export function CopyField({ label, value, copyLabel, copiedMessage, share, layout = "inside", initialState = "idle" }: CopyFieldProps) {
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

  const size = layout === "inside" ? "sm" : "md";
  const buttons = (
    <>
      <Button size={size} variant="secondary" onClick={() => void copy()} aria-label={copyLabel ? undefined : t`Copy ${label}`}>
        {copyLabel ?? t`Copy`}
      </Button>
      {shareable ? (
        <Button size={size} onClick={onShare}>
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
      {...(layout === "inside" ? { endAdornment: <span className={styles.inside}>{buttons}</span> } : {})}
    />
  );

  return (
    <div className={styles.frame}>
      {layout === "inside" ? (
        field
      ) : (
        <div className={styles.row}>
          <div className={styles.field}>{field}</div>
          {buttons}
        </div>
      )}
      <p role="status" className={styles.status}>
        {state === "copied" ? (
          <Text size="sm" tone="success">
            {copiedMessage ?? t`Copied`}
          </Text>
        ) : null}
        {state === "failed" ? (
          <Text size="sm" tone="danger">{t`Could not read the clipboard. The text is selected: copy it with your device's copy command.`}</Text>
        ) : null}
      </p>
    </div>
  );
}
