import { logEvent } from "@casino/api-client";
import { deviceTypeOf } from "@casino/domain";
import { userAgent } from "../browser-storage.ts";
import { getAffiliateData } from "../affiliate/affiliate-data.ts";

/** POST log-event with the visitor's marketing parameters and device (spec §7); tracking never disturbs the page. */
export function sendLogEvent(event: string, data: Record<string, unknown> = {}): Promise<void> {
  const { mkt, cpnc } = getAffiliateData();
  return logEvent({ event, data, mkt, cpncToSent: cpnc, userDeviceType: deviceTypeOf(userAgent()) }).then(
    () => undefined,
    () => undefined,
  );
}
