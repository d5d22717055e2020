import type { ReactNode } from "react";
import { Icon, Text, type IconName } from "@casino/ui-kit";
import * as styles from "./results.css.ts";

export type ResultTone = "success" | "danger" | "info";

const ICONS: Record<ResultTone, IconName> = { success: "success", danger: "danger", info: "info" };

/** The frame every deposit result shares: an icon, a heading, what happened and what to do next. */
export function ResultLayout({
  tone,
  heading,
  children,
  actions,
}: {
  tone: ResultTone;
  heading: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.layout} role={tone === "danger" ? "alert" : undefined}>
      <span className={styles.badge[tone]} aria-hidden="true">
        <Icon name={ICONS[tone]} size="lg" />
      </span>
      <Text as="h3" size="lg" weight="heading">
        {heading}
      </Text>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
