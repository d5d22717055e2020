import { logEvent, type LogEventPayload } from "@casino/api-client";
import { deviceTypeOf } from "@casino/domain";
import { userAgent } from "../browser-storage.ts";
import { getAffiliateData } from "../affiliate/affiliate-data.ts";

/** A log-event payload with the visitor's marketing parameters and device (spec §7). */
export function logEventPayload(event: string, data: Record<string, unknown> = {}): LogEventPayload {
  const { mkt, cpnc } = getAffiliateData();
  return { event, data, mkt, cpncToSent: cpnc, userDeviceType: deviceTypeOf(userAgent()) };
}

/** POST log-event with the visitor's marketing parameters and device (spec §7); tracking never disturbs the page. */
export function sendLogEvent(event: string, data: Record<string, unknown> = {}): Promise<void> {
  return logEvent(logEventPayload(event, data)).then(
    () => undefined,
    () => undefined,
  );
}
