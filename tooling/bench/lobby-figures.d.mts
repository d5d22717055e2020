export interface LoafScript {
  invoker?: string;
  invokerType?: string;
  sourceURL?: string;
  sourceFunctionName?: string;
  sourceCharPosition?: number;
  duration: number;
}
export interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration?: number;
  styleAndLayoutStart?: number;
  scripts?: LoafScript[];
}
export interface FrameSummary {
  count: number;
  maxMs: number;
  overThreshold: number;
  worst: Array<{ durationMs: number; blockingMs: number; startMs: number; styleAndLayoutMs: number; scripts: string[] }>;
}
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId?: number;
}
export interface KeystrokeDelays {
  keystrokes: number;
  measured: number;
  maxMs: number | null;
  medianMs: number | null;
  durationsMs: number[];
}
export interface ScriptFigure {
  gzip: number;
  files: string[];
}
export interface FetchedScripts {
  untilIdle: ScriptFigure;
  beforeFirstPaint: ScriptFigure;
  beforeContent: ScriptFigure;
}
export interface LobbyBudgets {
  initialJs?: number;
  tilesMounted?: number;
  longestFrameMs?: number;
  scriptRatio?: number;
  inputToPaintMs?: number;
}
export interface LobbyFigures {
  initialJs?: FetchedScripts;
  tilesMounted?: number | null;
  scroll?: { maxMs: number | null };
  scriptRatio?: number | null;
  search?: { maxMs?: number | null };
}
export function median(values: readonly (number | null | undefined)[]): number | null;
export function describeScript(script: LoafScript): string;
export function summariseFrames(frames: readonly LongFrame[], options?: { thresholdMs?: number; top?: number }): FrameSummary;
export function scriptRatio(big: number | null, small: number | null): number | null;
export function keystrokeDelays(entries: readonly EventEntry[], keystrokes: number, floorMs?: number): KeystrokeDelays;
export function fetchedScripts(scripts: ReadonlyArray<{ path: string; gzip: number; startMs: number }>, marks?: { firstPaintMs?: number | null; contentMs?: number | null }): FetchedScripts;
export function lobbyVerdicts(brand: string, figures: LobbyFigures, budgets: LobbyBudgets): string[];
export function formatTable(title: string, rows: ReadonlyArray<[string, string | number, (string | number)?, (boolean | string)?]>): string;
