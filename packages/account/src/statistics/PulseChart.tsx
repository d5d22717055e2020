import { useEffect, useRef, useSyncExternalStore } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { PulsePoint } from "@casino/domain";
import { chartColors } from "./chart-colors.ts";
import * as styles from "./GamePulse.css.ts";

export type PulseChartProps = {
  points: readonly PulsePoint[];
  /** Formats a y-axis value (the net result) in the player's locale and currency. */
  formatValue: (value: number) => string;
};

const HEIGHT = 240;
const DARK = "(prefers-color-scheme: dark)";

// The theme may follow the system: the canvas is redrawn with the new colours when it flips.
function onSchemeChange(callback: () => void) {
  const media = window.matchMedia(DARK);
  media.addEventListener("change", callback);
  return () => media.removeEventListener("change", callback);
}

function options(element: HTMLElement, width: number, formatValue: (value: number) => string): uPlot.Options {
  const colors = chartColors(element);
  const axis = { stroke: colors.axis, font: `12px ${colors.font}`, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid } };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    axes: [
      { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200], values: (_u, splits) => splits.map((split) => String(split)) },
      { ...axis, size: 80, values: (_u, splits) => splits.map(formatValue) },
    ],
    series: [
      {},
      {
        stroke: colors.line,
        width: 2,
        points: { show: false },
        fill: (u) => {
          const gradient = u.ctx.createLinearGradient(0, u.bbox.top, 0, u.bbox.top + u.bbox.height);
          gradient.addColorStop(0, colors.fillTop);
          gradient.addColorStop(1, colors.fillBottom);
          return gradient;
        },
      },
    ],
    hooks: {
      // A dashed break-even line: above it the player is up, below it down.
      draw: [
        (u) => {
          const y = Math.round(u.valToPos(0, "y", true));
          if (y < u.bbox.top || y > u.bbox.top + u.bbox.height) return;
          const { ctx } = u;
          ctx.save();
          ctx.strokeStyle = colors.zero;
          ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
          ctx.beginPath();
          ctx.moveTo(u.bbox.left, y);
          ctx.lineTo(u.bbox.left + u.bbox.width, y);
          ctx.stroke();
          ctx.restore();
        },
      ],
    },
  };
}

/** The Game Pulse line drawn by uPlot (this module is its own chunk). Decorative: the figure carries the text. */
export default function PulseChart({ points, formatValue }: PulseChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const dark = useSyncExternalStore(onSchemeChange, () => window.matchMedia(DARK).matches, () => false);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // The line starts at round 0 with nothing won or lost, so even one round draws a segment.
    const data: uPlot.AlignedData = [[0, ...points.map((point) => point.x)], [0, ...points.map((point) => point.net)]];
    // No canvas (an old browser, a test DOM): the figure's text alternative still tells the story.
    if (!document.createElement("canvas").getContext("2d")) return;
    const chart = new uPlot(options(element, Math.max(element.clientWidth, 200), formatValue), data, element);
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(([entry]) => {
            const width = Math.floor(entry?.contentRect.width ?? 0);
            if (width > 0 && width !== chart.width) chart.setSize({ width, height: HEIGHT });
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [points, formatValue, dark]);
  return <div ref={host} className={styles.chart} aria-hidden="true" data-testid="game-pulse-chart" />;
}
