import { useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, TextField } from "@casino/ui-kit";
import * as styles from "./SharePanel.css.ts";

export type CopyState = "idle" | "copied" | "failed";

export type SharePanelProps = {
  /** The public link once created. */
  link: string | null;
  pending: boolean;
  failed: boolean;
  copyState: CopyState;
  /** Offer the device's share sheet (navigator.share exists). */
  canShare: boolean;
  onCreate: () => void;
  onCopy: () => void;
  onShare: () => void;
};

/** "Share my statistics": creates the public link, then shows it with Copy and (where the device has one) Share. */
export function SharePanel({ link, pending, failed, copyState, canShare, onCreate, onCopy, onShare }: SharePanelProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const copy = () => {
    onCopy();
    // Selected, the link is one keystroke from the clipboard should the browser refuse to copy it.
    input.current?.select();
  };
  return (
    <section className={styles.panel} aria-labelledby="share-statistics-title">
      <h2 id="share-statistics-title" className={styles.heading}>
        <Trans>Share my statistics</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Anyone with the link sees your nickname and these numbers, nothing else about you.</Trans>
      </p>
      {link ? (
        <div className={styles.row}>
          <div className={styles.field}>
            <TextField ref={input} label={t`Public link`} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
          </div>
          <Button variant="secondary" onClick={copy}>
            {t`Copy link`}
          </Button>
          {canShare ? <Button onClick={onShare}>{t`Share`}</Button> : null}
        </div>
      ) : (
        <div className={styles.row}>
          <Button onClick={onCreate} loading={pending}>
            {t`Share my statistics`}
          </Button>
        </div>
      )}
      <p className={`${styles.status} ${copyState === "failed" || failed ? styles.error : ""}`} role="status">
        {failed ? t`The link could not be created. Try again later.` : null}
        {copyState === "copied" ? t`Link copied to the clipboard.` : null}
        {copyState === "failed" ? t`The link could not be copied. Select it and copy it yourself.` : null}
      </p>
    </section>
  );
}
