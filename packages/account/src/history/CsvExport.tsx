import { useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { HistorySearch } from "@casino/domain";
import { Button, ProgressBar } from "@casino/ui-kit";
import { EXPORT_PAGE_SIZE, downloadText, fetchAllRows, historyCsv, historyCsvName } from "./csv-export.ts";
import type { HistoryViewConfig } from "./history-views.ts";
import type { HistoryFormat } from "./use-history-format.ts";
import * as styles from "./HistoryFilters.css.ts";

type Progress = { done: number; total: number };
export type CsvExportProps<Row> = { config: HistoryViewConfig<Row>; search: HistorySearch; format: HistoryFormat; disabled?: boolean };

/** Exports every page of the current filters as a CSV file, with a progress bar while the pages arrive. */
export function CsvExport<Row>({ config, search, format, disabled = false }: CsvExportProps<Row>) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;

  const run = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setFailed(false);
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await fetchAllRows(
        (page) => config.fetchPage({ ...search, page }, EXPORT_PAGE_SIZE, controller.signal, i18n.locale),
        (done, total) => setProgress({ done, total }),
      );
      downloadText(historyCsv(config, rows, format, i18n), historyCsvName(search, new Date()));
    } catch {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setProgress(null);
    }
  };

  return (
    <div className={styles.exportBox}>
      <Button variant="secondary" onClick={() => void run()} loading={progress !== null} disabled={disabled}>
        <Trans>Export CSV</Trans>
      </Button>
      {progress ? (
        <ProgressBar
          label={t`Preparing the file`}
          size="sm"
          value={total > 0 ? done : undefined}
          max={total}
          valueText={t`${done} of ${total} rows`}
        />
      ) : null}
      {failed ? <p role="alert">{t`The export failed. Try again later.`}</p> : null}
    </div>
  );
}
