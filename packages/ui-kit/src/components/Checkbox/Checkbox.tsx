import type { ComponentPropsWithRef, ReactNode } from "react";
import { FieldMessages } from "../Field/Field.tsx";
import { useFieldIds } from "../Field/use-field-ids.ts";
import * as styles from "./Checkbox.css.ts";

export type CheckboxProps = Omit<ComponentPropsWithRef<"input">, "className" | "style" | "type" | "children"> & {
  /** May hold links, e.g. "I accept the <a>terms</a>". */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A native checkbox in the brand colour; `ref` reaches the `<input>` for react-hook-form. */
export function Checkbox({ label, hint, error, id, "aria-describedby": describedBy, ...inputProps }: CheckboxProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <input {...inputProps} {...controlProps} type="checkbox" className={styles.input} />
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
      </div>
      {hintId || errorId ? (
        <div className={styles.messages}>
          <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
        </div>
      ) : null}
    </div>
  );
}
