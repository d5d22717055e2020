import { lazy, Suspense, useCallback, useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { pulseSummary, type PulsePoint } from "@casino/domain";
import { formatMoney, LoadError, PageLink } from "@casino/shell";
import { Skeleton } from "@casino/ui-kit";
import * as summaryStyles from "./StatisticsSummary.css.ts";
import * as styles from "./GamePulse.css.ts";

// uPlot and its stylesheet load only when there is something to draw, in their own chunk.
const PulseChart = lazy(() => import("./PulseChart.tsx"));

export type GamePulseState =
  | { status: "loading" }
  | { status: "error"; onRetry: () => void }
  | { status: "ready"; points: readonly PulsePoint[]; currencyCode: string; crypto?: boolean };

/** The Game Pulse: the player's cumulative net result per round, as a chart with a text alternative. */
export function GamePulseFigure({ state }: { state: GamePulseState }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const summaryId = useId();
  const ready = state.status === "ready" ? state : null;
  const currencyCode = ready?.currencyCode ?? "EUR";
  const crypto = ready?.crypto ?? false;
  // Stable while the currency and language stay, so the chart is not rebuilt on every render.
  const formatValue = useCallback((value: number) => formatMoney(value, currencyCode, i18n.locale, { crypto }), [currencyCode, crypto, i18n.locale]);
  const points = ready?.points ?? [];
  const summary = pulseSummary(points);
  const [count, final, best, worst] = [i18n.number(summary.points), formatValue(summary.final), formatValue(summary.best), formatValue(summary.worst)];

  return (
    <figure className={styles.figure} aria-labelledby={headingId} {...(points.length > 0 ? { "aria-describedby": summaryId } : {})}>
      <figcaption className={styles.caption}>
        <h2 id={headingId} className={styles.heading}>
          <Trans>Game Pulse</Trans>
        </h2>
        {points.length > 0 ? (
          <p id={summaryId} className={styles.summary}>
            <Trans>
              Your net result over your last {count} rounds: {final} now, {best} at its highest and {worst} at its lowest.
            </Trans>
          </p>
        ) : null}
      </figcaption>
      {state.status === "loading" ? (
        <div role="status" aria-label={t`Loading the Game Pulse`}>
          <Skeleton shape="rect" height="240px" />
        </div>
      ) : null}
      {state.status === "error" ? <LoadError onRetry={state.onRetry} /> : null}
      {ready && points.length === 0 ? (
        <div className={summaryStyles.state}>
          <p className={summaryStyles.stateText}>
            <Trans>No rounds yet. Play a game and your results will show here.</Trans>
          </p>
          <PageLink page="casino" className={summaryStyles.link}>
            <Trans>Go to the casino</Trans>
          </PageLink>
        </div>
      ) : null}
      {points.length > 0 ? (
        <>
          <Suspense fallback={<Skeleton shape="rect" height="240px" />}>
            <PulseChart points={points} formatValue={formatValue} />
          </Suspense>
          <table className={styles.hiddenTable}>
              <caption>{t`Game Pulse data`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Round`}</th>
                  <th scope="col">{t`Round result`}</th>
                  <th scope="col">{t`Net result`}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.x}>
                    <th scope="row">{i18n.number(point.x)}</th>
                    <td>{formatValue(point.delta)}</td>
                    <td>{formatValue(point.net)}</td>
                  </tr>
                ))}
              </tbody>
          </table>
        </>
      ) : null}
    </figure>
  );
}
