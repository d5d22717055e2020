import { useId, type ReactNode } from "react";

export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FieldIdsInput {
  id?: string | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  /** Ids the caller already wants described (kept first). */
  describedBy?: string | undefined;
}

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

/** Ids linking a control to its hint and error, and the aria props that carry them. */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsInput) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = present(hint) ? `${controlId}-hint` : undefined;
  const errorId = present(error) ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(" ");
  const controlProps: FieldControlProps = {
    id: controlId,
    ...(describedByIds ? { "aria-describedby": describedByIds } : {}),
    ...(errorId ? { "aria-invalid": true as const } : {}),
  };
  return { controlId, hintId, errorId, invalid: Boolean(errorId), controlProps };
}
