import { useId, type ReactNode } from "react";
import { Surface } from "@casino/ui-kit";
import * as styles from "./Limits.css.ts";

/** A card of the limits page named by its heading (a region for a screen reader). */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Surface as="section" aria-labelledby={headingId}>
      <div className={styles.section}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {children}
      </div>
    </Surface>
  );
}
