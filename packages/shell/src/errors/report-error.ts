/**
 * Where an error was caught: a page (route boundary), a modal, a shell duty, the window (nothing caught it), or the
 * URL gate (a URL from the server refused: a sign of a broken or hostile back office).
 */
export type ErrorArea = "page" | "modal" | "duty" | "window" | "url";
export type ErrorContext = { area: ErrorArea; /** The modal's or duty's name. */ name?: string };

/** What leaves the browser: no search string, no e-mail, no long number (a message can quote what was typed). */
export type ErrorReport = { area: ErrorArea; name?: string; kind: string; message: string; path: string };

/** Sends a report on; a brand may replace it (an error tracker) with `setErrorReporter`. Gets the raw error too. */
export type ErrorReporter = (report: ErrorReport, error: unknown) => void;

const SAME_ERROR_WINDOW_MS = 60_000;
const MAX_REPORTS_PER_PAGE = 20;

// Loaded with the first report: the log-event call and its schemas stay out of the first download. After a deploy
// that chunk may be gone as well; the report is then lost, the console still has it.
const sendToLogEvent: ErrorReporter = (report) => {
  void import("./send-error-report.ts").then(({ sendErrorReport }) => sendErrorReport(report)).catch(() => undefined);
};
let reporter: ErrorReporter = sendToLogEvent;

/** Points the reports elsewhere (e.g. an error tracker); `null` restores the default POST /api/user/log-event. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? sendToLogEvent;
}

export function scrubMessage(message: string): string {
  return message
    .replace(/\?\S*/g, "")
    .replace(/[^\s"'<>]+@[^\s"'<>]+/g, "[email]")
    .replace(/\d{6,}/g, "[number]")
    .slice(0, 200);
}

export function errorReport(error: unknown, { area, name }: ErrorContext, path: string): ErrorReport {
  const kind = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  return { area, ...(name ? { name } : {}), kind, message: scrubMessage(message), path };
}

/**
 * A gate that lets one report of the same error through per window and at most `max` in all, so an error loop (a
 * boundary that throws again on every render, a failing poll) cannot flood the API.
 */
export function reportGate(windowMs = SAME_ERROR_WINDOW_MS, max = MAX_REPORTS_PER_PAGE) {
  const lastSent = new Map<string, number>();
  let sent = 0;
  return (key: string, now: number): boolean => {
    const last = lastSent.get(key);
    if (sent >= max || (last !== undefined && now - last < windowMs)) return false;
    lastSent.set(key, now);
    sent += 1;
    return true;
  };
}

let gate = reportGate();

/** Tests: forget what was sent. */
export function resetErrorReports(): void {
  gate = reportGate();
}

/** The one way errors are reported: always to the console; to the reporter once per error and minute. */
export function reportError(error: unknown, context: ErrorContext): void {
  console.error(`[${context.area}${context.name ? `:${context.name}` : ""}]`, error);
  const report = errorReport(error, context, globalThis.location?.pathname ?? "");
  if (!gate(`${report.area}|${report.name ?? ""}|${report.kind}|${report.message}`, Date.now())) return;
  try {
    reporter(report, error);
  } catch {
    // A reporter that throws must not turn one error into two.
  }
}

/** Errors nothing caught (an event handler, a timer, a rejected promise) go through the same hook. Once per page. */
export function reportUncaughtErrors(target: Window = window): void {
  if ((target as { __casinoErrorsHooked?: boolean }).__casinoErrorsHooked) return;
  (target as { __casinoErrorsHooked?: boolean }).__casinoErrorsHooked = true;
  target.addEventListener("error", (event) => reportError(event.error ?? event.message, { area: "window" }));
  target.addEventListener("unhandledrejection", (event) => reportError(event.reason, { area: "window" }));
}
