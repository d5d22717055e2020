// Sandbox-only helpers (e2e tests).
export { OutboxMessageSchema, OutboxResponseSchema, getSandboxOutbox } from "../endpoints/sandbox/outbox.ts";
export type { OutboxMessage } from "../endpoints/sandbox/outbox.ts";
