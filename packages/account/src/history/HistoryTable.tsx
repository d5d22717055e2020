import { useId } from "react";
import { Skeleton, VisuallyHidden, useMedia } from "@casino/ui-kit";
import type { CellTone } from "./history-columns.ts";
import * as styles from "./HistoryTable.css.ts";

export type HistoryTableColumn = { key: string; label: string; numeric?: boolean; wrap?: boolean };
export type HistoryTableRow = { key: string; cells: ReadonlyArray<{ text: string; tone?: CellTone | undefined }> };

export type HistoryTableProps = {
  caption: string;
  columns: readonly HistoryTableColumn[];
  rows: readonly HistoryTableRow[];
  /** First load: skeleton rows in the same layout, announced as busy. */
  loading?: boolean;
  /** A new page or filter is loading while the previous rows stay (keepPreviousData): dimmed, busy. */
  updating?: boolean;
  /** Cards on phones, a table elsewhere; stories and tests may force one. */
  layout?: "table" | "cards";
};

const SKELETON_ROWS = 5;

/** A history table: a real <table> on wide screens (scrolls sideways if needed), labelled cards on phones. */
export function HistoryTable({ caption, columns, rows, loading = false, updating = false, layout }: HistoryTableProps) {
  const mobile = useMedia("mobile");
  const captionId = useId();
  const busy = loading || updating;
  const skeletonRows = Array.from({ length: SKELETON_ROWS }, (_, i) => ({ key: `skeleton-${i}`, cells: [] }));
  const shown: readonly HistoryTableRow[] = loading ? skeletonRows : rows;
  const cell = (row: HistoryTableRow, index: number) => {
    if (loading) return <Skeleton width="70%" />;
    const value = row.cells[index];
    return value?.tone ? <span className={styles.badge[value.tone]}>{value.text}</span> : value?.text;
  };

  if ((layout ?? (mobile ? "cards" : "table")) === "cards") {
    return (
      <div className={styles.cardsFrame} aria-busy={busy} data-updating={updating || undefined}>
        <VisuallyHidden id={captionId}>{caption}</VisuallyHidden>
        <ul className={styles.cards} aria-labelledby={captionId}>
          {shown.map((row) => (
            <li key={row.key} className={styles.card}>
              <dl className={styles.cardList}>
                {columns.map((column, index) => (
                  <div key={column.key} className={styles.cardItem}>
                    <dt className={styles.cardLabel}>{column.label}</dt>
                    <dd className={styles.cardValue}>{cell(row, index)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    // A focusable, named region so keyboard users can scroll a table wider than the screen.
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0} data-updating={updating || undefined}>
      <table className={styles.table} aria-busy={busy}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.numericHead : styles.head}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key} className={styles.row}>
              {columns.map((column, index) => (
                <td key={column.key} className={column.numeric ? styles.numeric : column.wrap ? styles.text : styles.data}>
                  {cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
