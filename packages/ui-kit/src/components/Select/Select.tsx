import type { ComponentPropsWithRef, ReactNode } from "react";
import { Icon } from "../../icons/Icon.tsx";
import { controlBox, controlInput } from "../Field/Field.css.ts";
import { Field } from "../Field/Field.tsx";
import { chevron, select } from "./Select.css.ts";

export type SelectProps = Omit<ComponentPropsWithRef<"select">, "className" | "style" | "size" | "multiple"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** An empty first option shown until the user picks one. */
  placeholder?: string;
  /** `<option>` and `<optgroup>` elements. */
  children: ReactNode;
};

/** A native select: the platform picker is the most usable one on phones and with screen readers. */
export function Select({
  label,
  hint,
  error,
  placeholder,
  children,
  id,
  disabled,
  "aria-describedby": describedBy,
  ...selectProps
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} {...(id ? { id } : {})} {...(describedBy ? { describedBy } : {})}>
      {(control) => (
        <div
          className={controlBox}
          data-invalid={control["aria-invalid"] ? "" : undefined}
          data-disabled={disabled ? "" : undefined}
        >
          <select {...selectProps} {...control} disabled={disabled} className={`${controlInput} ${select}`}>
            {placeholder === undefined ? null : <option value="">{placeholder}</option>}
            {children}
          </select>
          <span className={chevron}>
            <Icon name="chevronDown" size="md" />
          </span>
        </div>
      )}
    </Field>
  );
}
