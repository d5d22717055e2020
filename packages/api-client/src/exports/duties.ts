// Shell duties: tracking (log-event; sandbox event log for tests) and the geo-block report.
export {
  LogEventPayloadSchema,
  LogEventResponseSchema,
  LoggedEventSchema,
  SandboxEventsResponseSchema,
  getSandboxEvents,
  logEvent,
  logEventMutationOptions,
} from "../endpoints/tracking/log-event.ts";
export type { LogEventPayload, LoggedEvent } from "../endpoints/tracking/log-event.ts";
export {
  CountryBlockedPayloadSchema,
  CountryBlockedResponseSchema,
  countryBlockedMutationOptions,
  reportCountryBlocked,
} from "../endpoints/tracking/country-blocked.ts";
export type { CountryBlockedPayload } from "../endpoints/tracking/country-blocked.ts";
export {
  SandboxWebVitalsResponseSchema,
  WebVitalDataSchema,
  WebVitalSummarySchema,
  getSandboxWebVitals,
  logEventKeepalive,
} from "../endpoints/tracking/web-vitals.ts";
export type { WebVitalSummary } from "../endpoints/tracking/web-vitals.ts";
