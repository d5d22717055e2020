import { chartTokens } from "./GamePulse.css.ts";

/** `var(--name)` or `var(--name, fallback)` -> `--name`. */
function propertyOf(reference: string): string {
  return /var\((--[^,)]+)/.exec(reference)?.[1] ?? reference;
}

/** The brand theme's value of a ui-kit token at `element`, as the browser computed it (the canvas cannot read vars). */
export function readToken(element: Element, reference: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(propertyOf(reference)).trim() || fallback;
}

/** Any CSS colour with an alpha, normalised by a canvas (which turns named, hsl... colours into #rrggbb). */
export function withAlpha(color: string, alpha: number): string {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return color;
  context.fillStyle = color;
  const normalised = context.fillStyle;
  const hex = /^#([0-9a-f]{6})$/i.exec(normalised)?.[1];
  if (!hex) return normalised;
  const n = Number.parseInt(hex, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export type ChartColors = { line: string; fillTop: string; fillBottom: string; axis: string; grid: string; zero: string; font: string };

/** Colours and font of the chart, read at runtime so the brand's theme (and light or dark) shows in the canvas. */
export function chartColors(element: Element): ChartColors {
  const line = readToken(element, chartTokens.line, "#2563eb");
  return {
    line,
    fillTop: withAlpha(line, 0.35),
    fillBottom: withAlpha(line, 0),
    axis: readToken(element, chartTokens.axis, "#555555"),
    grid: readToken(element, chartTokens.grid, "#dddddd"),
    zero: readToken(element, chartTokens.zero, "#999999"),
    font: getComputedStyle(element).fontFamily || "system-ui, sans-serif",
  };
}
