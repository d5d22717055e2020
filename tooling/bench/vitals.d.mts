export interface WebVitalSummary {
  brand: string;
  route: string;
  name: string;
  count: number;
  p50: number;
  p75: number;
  p95: number;
}
export function newestE2eDatabase(dir?: string): string | undefined;
export function formatValue(name: string, value: number): string;
export function vitalsTable(vitals: readonly WebVitalSummary[]): string[];
export function samplesPerMetric(vitals: readonly WebVitalSummary[]): Record<string, number>;
export function run(options: { root: string; log: (line: string) => void }): Promise<{ results: unknown; failures: string[] }>;
