export interface LatencySummary {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
export function percentile(sorted: readonly number[], p: number): number;
export function summariseLatencies(latencies: readonly number[], errors: number, seconds: number): LatencySummary;
export function load(options: { connections: number; seconds: number; request: () => Promise<Response> }): Promise<LatencySummary>;
