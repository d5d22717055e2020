import { mutationOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { MessageResponseSchema, successEnvelope, type MessageResponse } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** Spec §7 log-event payload: page views carry `data.url`; retargeting events their name and details. */
export const LogEventPayloadSchema = v.object({
  event: v.pipe(v.string(), v.trim(), v.nonEmpty("event is required"), v.maxLength(100)),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
  mkt: v.nullish(v.string()),
  userDeviceType: v.optional(v.picklist(["mobile", "desktop"])),
  cpncToSent: v.nullish(v.string()),
});
export type LogEventPayload = v.InferInput<typeof LogEventPayloadSchema>;
export const LogEventResponseSchema = MessageResponseSchema;

/** POST /api/user/log-event: guests and players alike (a token, when there is one, ties the row to the player). */
export const logEvent = (payload: LogEventPayload): Promise<MessageResponse> =>
  apiRequest({ method: "POST", path: "/api/user/log-event", body: payload, schema: LogEventResponseSchema });

export const logEventMutationOptions = () => mutationOptions({ mutationKey: ["events", "log"], mutationFn: logEvent });

/** A logged event as the sandbox stored it (GET /sandbox/events, for tests). */
export const LoggedEventSchema = v.object({
  id: v.number(),
  event: v.string(),
  data: v.record(v.string(), v.unknown()),
  mkt: v.nullable(v.string()),
  userDeviceType: v.nullable(v.string()),
  cpnc: v.nullable(v.string()),
  userId: v.nullable(v.number()),
  createdAt: v.string(),
});
export type LoggedEvent = v.InferOutput<typeof LoggedEventSchema>;
export const SandboxEventsResponseSchema = successEnvelope(v.object({ events: v.array(LoggedEventSchema) }));

/** GET /sandbox/events?event=: sandbox only, oldest first. */
export async function getSandboxEvents(event?: string): Promise<LoggedEvent[]> {
  const { data } = await apiRequest({ path: "/sandbox/events", query: { event }, schema: SandboxEventsResponseSchema });
  return data.events;
}
