import type { ReactNode } from "react";
import { Icon } from "../../icons/Icon.tsx";
import * as styles from "./Field.css.ts";
import { useFieldIds, type FieldControlProps } from "./use-field-ids.ts";

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** Extra ids for `aria-describedby`, kept before the hint and error. */
  describedBy?: string;
  /** Renders the control with the id and aria props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error, wired for assistive technology; for custom controls (phone, amount…). */
export function Field({ label, hint, error, id, describedBy, children }: FieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children(controlProps)}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface FieldMessagesProps {
  hint?: ReactNode;
  hintId?: string | undefined;
  error?: ReactNode;
  errorId?: string | undefined;
}

/** The hint and error lines under a control, with the ids its aria-describedby points at. */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hintId ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className={styles.error}>
          <Icon name="danger" size="sm" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}
