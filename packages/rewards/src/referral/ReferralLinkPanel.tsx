import { useEffect, useId, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Text, TextField } from "@casino/ui-kit";
import * as bonusStyles from "../bonuses/MyBonuses.css.ts";
import { panel } from "../freemoney/FreeMoneyPage.css.ts";
import * as styles from "./ReferralPage.css.ts";

export type CopyState = "idle" | "copied" | "failed";

export type ReferralLinkPanelProps = {
  link: string;
  copyState: CopyState;
  /** Offer the device's share sheet (navigator.share takes the link). */
  canShare: boolean;
  onCopy: () => void;
  onShare: () => void;
};

/** The player's referral link, read-only, with Copy and (where the device has one) Share. */
export function ReferralLinkPanel({ link, copyState, canShare, onCopy, onShare }: ReferralLinkPanelProps) {
  const titleId = useId();
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Refused by the browser, the link is selected: one keystroke of the device's own copy away.
    if (copyState === "failed") {
      input.current?.focus();
      input.current?.select();
    }
  }, [copyState]);
  return (
    <section className={panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={bonusStyles.heading}>
        <Trans>Your invitation link</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Friends who sign up through this link count as your referrals.</Trans>
      </p>
      <div className={styles.row}>
        <div className={styles.field}>
          <TextField ref={input} label={t`Referral link`} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
        </div>
        <Button variant="secondary" onClick={onCopy}>
          {t`Copy link`}
        </Button>
        {canShare ? <Button onClick={onShare}>{t`Share`}</Button> : null}
      </div>
      <p role="status" className={styles.text}>
        {copyState === "copied" ? <Text size="sm" tone="success">{t`Link copied to the clipboard.`}</Text> : null}
        {copyState === "failed" ? (
          <Text size="sm" tone="danger">{t`Could not read the clipboard. The text is selected: copy it with your device's copy command.`}</Text>
        ) : null}
      </p>
    </section>
  );
}
