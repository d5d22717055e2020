import type { ReactNode } from "react";
import { TextField, type TextFieldProps } from "@casino/ui-kit";
import * as styles from "./ProfileForm.css.ts";

export type LockableTextFieldProps = TextFieldProps & {
  /** Why the field is read-only (spec §4 lock); undefined when the player may edit it. */
  lockReason?: string | undefined;
};

/** A text field that turns read-only with a visible, announced reason when its profile lock applies. */
export function LockableTextField({ lockReason, hint, ...props }: LockableTextFieldProps) {
  if (lockReason === undefined) return <TextField hint={hint} {...props} />;
  // An empty reason: read-only without a hint of its own (the phone code shares the number's hint).
  return <TextField {...props} readOnly aria-readonly="true" hint={lockReason ? <LockHint reason={lockReason} /> : undefined} />;
}

export function LockHint({ reason }: { reason: string }): ReactNode {
  return (
    <span className={styles.lockHint}>
      <svg className={styles.lockIcon} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
        />
      </svg>
      <span>{reason}</span>
    </span>
  );
}
