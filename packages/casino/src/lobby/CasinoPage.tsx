import type { ReactNode } from "react";
import { useDocumentTitle } from "@casino/shell";
import * as styles from "./CasinoPage.css.ts";

/** The frame of every casino list page: the document title, one h1 and the sections below it. */
export function CasinoPage({ title, heading, children }: { title: string | undefined; heading: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      {children}
    </div>
  );
}
