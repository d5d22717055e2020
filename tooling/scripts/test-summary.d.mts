/** Where each runner writes its JSON report. */
export function reportFiles(root: string): { name: string; file: string }[];
/** Prints the failed or flaky tests by name, one line per runner and the summed line; true when nothing failed. */
export function summarise(root: string): boolean;
/** The workspace vitest run's report file, at the workspace root. */
export const UNIT_REPORT: string;
/** Splits the workspace run's report into one test-report.json per folder; returns the folders written. */
export function splitUnitReport(root: string): string[];
