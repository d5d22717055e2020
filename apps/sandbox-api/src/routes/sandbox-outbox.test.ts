import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OutboxResponseSchema } from "@casino/api-client";
import { sendMail, sendSms } from "../repos/outbox.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { errorOf, parseAs } from "../test/contract.ts";

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

describe("GET /sandbox/outbox", () => {
  it("lists the messages to one recipient, oldest first, case-insensitively", async () => {
    const at = new Date("2026-01-01T00:00:00.000Z");
    sendMail(t.db, { to: "a@test.casino", subject: "One", body: "first\nline", kind: "k1" }, at);
    sendMail(t.db, { to: "b@test.casino", subject: "Other", body: "x", kind: "k1" }, at);
    sendSms(t.db, { to: "+3561234", body: "code 1", kind: "k2" }, at);
    sendMail(t.db, { to: "A@test.casino", subject: "Two", body: "second", kind: "k2" }, at);

    const { data } = await parseAs(OutboxResponseSchema, await t.app.request("/sandbox/outbox?to=a@test.casino"));
    expect(data.messages.map((m) => [m.subject, m.body, m.channel])).toEqual([
      ["One", "first\nline", "email"],
      ["Two", "second", "email"],
    ]);
    const sms = await parseAs(OutboxResponseSchema, await t.app.request("/sandbox/outbox?to=%2B3561234"));
    expect(sms.data.messages).toMatchObject([{ channel: "sms", body: "code 1", subject: null, createdAt: at.toISOString() }]);
  });

  it("answers 400 without a recipient", async () => {
    expect((await errorOf(await t.app.request("/sandbox/outbox"))).status).toBe(400);
  });

  it("prints one line per message outside vitest", () => {
    vi.stubEnv("VITEST", "");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    sendMail(t.db, { to: "a@test.casino", subject: "Hi", body: "line 1\nline 2", kind: "k" });
    vi.unstubAllEnvs();
    expect(log).toHaveBeenCalledExactlyOnceWith('[outbox] email to=a@test.casino kind=k subject="Hi" body="line 1 | line 2"');
  });
});
