import { assignInlineVars } from "@vanilla-extract/dynamic";
import { useLingui } from "@lingui/react";
import { useId } from "react";
import * as styles from "./ProgressBar.css.ts";

export const progressTones = ["brand", "success", "warning", "danger"] as const;
export type ProgressTone = (typeof progressTones)[number];

export interface ProgressBarProps {
  /** The accessible name, also shown above the bar unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** Leave undefined while the amount of work is unknown (indeterminate). */
  value?: number | undefined;
  max?: number;
  /** Read instead of the number, e.g. "€ 40 of € 100 wagered"; also shown beside the label. */
  valueText?: string;
  tone?: ProgressTone;
  size?: "sm" | "md";
}

export function ProgressBar({ label, hideLabel = false, value, max = 100, valueText, tone = "brand", size = "md" }: ProgressBarProps) {
  const { i18n } = useLingui();
  const labelId = useId();
  const indeterminate = value === undefined || !Number.isFinite(value);
  const safeMax = max > 0 ? max : 100;
  const clamped = indeterminate ? 0 : Math.min(Math.max(value, 0), safeMax);
  const share = clamped / safeMax;
  return (
    <div className={styles.root}>
      {hideLabel ? null : (
        <div className={styles.labelRow}>
          <span id={labelId}>{label}</span>
          {indeterminate ? null : <span aria-hidden="true">{valueText ?? i18n.number(share, { style: "percent" })}</span>}
        </div>
      )}
      <div
        role="progressbar"
        className={styles.track({ size })}
        {...(hideLabel ? { "aria-label": label } : { "aria-labelledby": labelId })}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        {...(indeterminate ? {} : { "aria-valuenow": clamped })}
        {...(valueText && !indeterminate ? { "aria-valuetext": valueText } : {})}
      >
        <div
          className={styles.bar({ tone, indeterminate })}
          style={indeterminate ? undefined : assignInlineVars({ [styles.fraction]: String(share) })}
        />
      </div>
    </div>
  );
}
