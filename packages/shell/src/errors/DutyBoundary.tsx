import type { ReactNode } from "react";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { reportError } from "./report-error.ts";

const reporters = new Map<string, (error: unknown) => void>();
const reporterFor = (name: string) => {
  let report = reporters.get(name);
  if (!report) reporters.set(name, (report = (error: unknown) => reportError(error, { area: "duty", name })));
  return report;
};

/**
 * A shell duty that breaks (a throw while rendering, its chunk failing to load) disappears quietly and is reported;
 * the page and the other duties stay. No reload for a stale chunk here: a duty is not worth interrupting the player.
 */
export function DutyBoundary({ name, children }: { name: string; children: ReactNode }) {
  return <ErrorBoundary onError={reporterFor(name)}>{children}</ErrorBoundary>;
}
