import { useLingui } from "@lingui/react/macro";
import { HistoryPanel } from "./HistoryPanel.tsx";
import { HistoryTabs, panelId, tabId, type HistoryTab } from "./HistoryTabs.tsx";
import { CASINO_VIEW, TRANSACTIONS_VIEW } from "./history-views.ts";
import { useHistorySearch } from "./use-history-search.ts";
import * as styles from "./HistoryView.css.ts";

/** Transactions and casino history behind accessible tabs; the chosen view, filters and page live in the URL. */
export function HistoryView() {
  const { t } = useLingui();
  const history = useHistorySearch();
  const { view } = history.search;
  const tabs: HistoryTab[] = [
    { view: "transactions", label: t`Transactions` },
    { view: "casino", label: t`Casino history` },
  ];
  return (
    <>
      <HistoryTabs tabs={tabs} selected={view} onSelect={(next) => history.change({ view: next })} label={t`History`} />
      <div role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)} className={styles.panel}>
        {view === "casino" ? (
          <HistoryPanel key="casino" config={CASINO_VIEW} history={history} />
        ) : (
          <HistoryPanel key="transactions" config={TRANSACTIONS_VIEW} history={history} />
        )}
      </div>
    </>
  );
}
