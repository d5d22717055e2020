import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { readQuery } from "../http/validate.ts";
import { readOutbox } from "../repos/outbox.ts";

const OutboxQuerySchema = v.object({ to: v.pipe(v.string(), v.trim(), v.nonEmpty("to is required")) });

/** GET /sandbox/outbox?to=<address or +phone>: what the sandbox "sent" there, oldest first (tests, e2e). */
export function registerSandboxOutboxRoutes(app: Hono, { db }: AppDeps): void {
  app.get("/sandbox/outbox", (c) => {
    const { to } = readQuery(c, OutboxQuerySchema);
    // An unencoded "+" of a phone number arrives as a space (trimmed away): put it back.
    const recipient = /^\d+$/.test(to) ? `+${to}` : to;
    return c.json({ success: true, data: { messages: readOutbox(db, recipient) } });
  });
}
