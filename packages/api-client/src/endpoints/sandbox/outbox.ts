import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** A message the sandbox "sent": e-mails and SMS land in its outbox instead of leaving the machine. */
export const OutboxMessageSchema = v.object({
  id: v.number(),
  channel: v.picklist(["email", "sms"]),
  to: v.string(),
  kind: v.string(),
  subject: v.nullable(v.string()),
  body: v.string(),
  createdAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;
export const OutboxResponseSchema = successEnvelope(v.object({ messages: v.array(OutboxMessageSchema) }));

/** GET /sandbox/outbox?to=: sandbox only (e2e tests read verification links and codes), oldest first. */
export async function getSandboxOutbox(to: string): Promise<OutboxMessage[]> {
  const { data } = await apiRequest({ path: "/sandbox/outbox", query: { to }, schema: OutboxResponseSchema });
  return data.messages;
}
