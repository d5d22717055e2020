import { logEvent } from "@casino/api-client";
import type { ErrorReport } from "./report-error.ts";

export const CLIENT_ERROR_EVENT = "client_error";

/** POST /api/user/log-event with the report; a failed post is dropped (the console has the error). */
export function sendErrorReport(report: ErrorReport): Promise<void> {
  return logEvent({ event: CLIENT_ERROR_EVENT, data: report }).then(
    () => undefined,
    () => undefined,
  );
}
