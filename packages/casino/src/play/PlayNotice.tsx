import { useId, type ReactNode } from "react";
import { Stack, Text } from "@casino/ui-kit";
import * as styles from "./PlayPage.css.ts";

export type PlayNoticeProps = {
  title: string;
  children: ReactNode;
  /** Next steps: links and buttons. */
  actions?: ReactNode;
  /** "alert" for something that just happened (the game closed); a region otherwise. */
  urgent?: boolean;
};

/** An in-page state of the play page (no game, and why): a titled panel with what to do next. */
export function PlayNotice({ title, children, actions, urgent = false }: PlayNoticeProps) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId} role={urgent ? "alert" : "region"}>
      <Stack gap="md" align="start">
        <h1 id={titleId} className={styles.noticeTitle}>
          {title}
        </h1>
        <Text as="div" tone="secondary">
          {children}
        </Text>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </Stack>
    </section>
  );
}
