export interface LighthouseMetrics {
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
}
export interface LighthouseRun {
  score: number | null;
  benchmarkIndex: number | null;
  loadAverage?: number | null;
  metrics: LighthouseMetrics;
  bootup: string[];
  longTasks: string[];
}
export interface LighthouseSummary {
  runs: number;
  scores: number[];
  medianScore: number | null;
  medians: Partial<LighthouseMetrics>;
  benchmarkIndex?: number | null;
  loadAverage?: number | null;
  perRun?: Array<{ score: number | null; benchmarkIndex: number | null; loadAverage: number | null } & Partial<LighthouseMetrics>>;
  bootup?: string[];
  longTasks?: string[];
}
export interface LighthouseBudgets {
  performance?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}
export type LighthouseGoalKey = keyof LighthouseBudgets;
export interface LighthousePage extends Partial<LighthouseSummary> {
  path: string;
  error?: string;
}
export interface LighthouseResults {
  date?: string;
  runs: number;
  routes?: string[];
  lighthouseVersion?: string;
  host?: { cores?: number };
  budgets?: LighthouseBudgets;
  brands: Record<string, Record<string, LighthousePage>>;
}
export const LIGHTHOUSE_ROUTES: string[];
export function chosenRoutes(raw: string | undefined): string[];
export function runOrder<T>(targets: readonly T[], runs: number): Array<{ target: T; run: number }>;
export function lighthouseRun(lhr: unknown): LighthouseRun;
export function lighthouseSummary(runs: readonly LighthouseRun[]): LighthouseSummary;
export function lighthouseMisses(summary: Partial<LighthouseSummary>, budgets: LighthouseBudgets): LighthouseGoalKey[];
export function lighthouseVerdicts(page: string, summary: Partial<LighthouseSummary>, budgets: LighthouseBudgets): string[];
export function lighthouseMarkdown(json: LighthouseResults): string;
