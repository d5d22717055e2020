import { useRef, type KeyboardEvent } from "react";
import type { HistoryView } from "@casino/domain";
import * as styles from "./HistoryView.css.ts";

export type HistoryTab = { view: HistoryView; label: string };

export const tabId = (view: HistoryView) => `history-tab-${view}`;
export const panelId = (view: HistoryView) => `history-panel-${view}`;

type HistoryTabsProps = { tabs: readonly HistoryTab[]; selected: HistoryView; onSelect: (view: HistoryView) => void; label: string };

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select (mirrored in RTL, where the next tab sits to
 * the left), Home and End jump; only the selected tab is in the Tab order.
 */
export function HistoryTabs({ tabs, selected, onSelect, label }: HistoryTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.view);
    list.current?.querySelector<HTMLElement>(`#${tabId(tab.view)}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.findIndex((tab) => tab.view === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step !== undefined) select(current + step);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(tabs.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.tabList}>
      {tabs.map((tab) => (
        <button
          key={tab.view}
          type="button"
          role="tab"
          id={tabId(tab.view)}
          aria-selected={tab.view === selected}
          aria-controls={panelId(tab.view)}
          tabIndex={tab.view === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.view)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
