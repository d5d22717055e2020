import type { ComponentPropsWithRef, ReactNode } from "react";
import { controlBox, controlInput } from "../Field/Field.css.ts";
import { Field } from "../Field/Field.tsx";
import { adornment } from "./TextField.css.ts";

export type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "className" | "style" | "size" | "children"> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Marks the input invalid and is read out with it; react-hook-form's `errors.x?.message` fits. */
  error?: ReactNode;
  /** Content inside the box before the input, e.g. a currency symbol. */
  startAdornment?: ReactNode;
  /** Content inside the box after the input, e.g. a show-password IconButton. */
  endAdornment?: ReactNode;
};

/** A labelled text input; `ref` reaches the `<input>`, so `{...register("email")}` works as is. */
export function TextField({
  label,
  hint,
  error,
  startAdornment,
  endAdornment,
  id,
  disabled,
  "aria-describedby": describedBy,
  type = "text",
  ...inputProps
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} {...(id ? { id } : {})} {...(describedBy ? { describedBy } : {})}>
      {(control) => (
        <div
          className={controlBox}
          data-invalid={control["aria-invalid"] ? "" : undefined}
          data-disabled={disabled ? "" : undefined}
        >
          {startAdornment ? <span className={adornment}>{startAdornment}</span> : null}
          <input {...inputProps} {...control} type={type} disabled={disabled} className={controlInput} />
          {endAdornment ? <span className={adornment}>{endAdornment}</span> : null}
        </div>
      )}
    </Field>
  );
}
