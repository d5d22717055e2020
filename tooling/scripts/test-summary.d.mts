/** Where each runner writes its JSON report. */
export function reportFiles(root: string): { name: string; file: string }[];
/** Prints the failed or flaky tests by name, one line per runner and the summed line; true when nothing failed. */
export function summarise(root: string): boolean;
