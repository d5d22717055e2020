import type { Database } from "better-sqlite3";
import type { OutboxMessage } from "@casino/api-client";

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /** What the message is for, e.g. "verify-email", "reset-password", "registration-credentials". */
  kind: string;
}

export interface SmsMessage {
  /** "+<phoneCode><phone>". */
  to: string;
  body: string;
  kind: string;
}

interface OutboxRow {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  kind: string;
  subject: string | null;
  body: string;
  created_at: string;
}

// One line per message on the console, so a developer can click a link without a mail server.
// Vitest runs stay quiet.
const log = (line: string) => {
  if (!process.env["VITEST"]) console.log(line);
};

function store(db: Database, channel: "email" | "sms", to: string, kind: string, subject: string | null, body: string, now: Date) {
  db.prepare("INSERT INTO outbox (channel, recipient, kind, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
    channel,
    to,
    kind,
    subject,
    body,
    now.toISOString(),
  );
  const oneLine = body.replace(/\s*\n\s*/g, " | ");
  log(`[outbox] ${channel} to=${to} kind=${kind}${subject ? ` subject="${subject}"` : ""} body="${oneLine}"`);
}

/** "Sends" an e-mail: stores it in the outbox and prints it. */
export function sendMail(db: Database, message: MailMessage, now: Date = new Date()): void {
  store(db, "email", message.to, message.kind, message.subject, message.body, now);
}

/** "Sends" an SMS: stores it in the outbox and prints it. */
export function sendSms(db: Database, message: SmsMessage, now: Date = new Date()): void {
  store(db, "sms", message.to, message.kind, null, message.body, now);
}

/** Messages to one address or phone number, oldest first. */
export function readOutbox(db: Database, to: string): OutboxMessage[] {
  const rows = db.prepare("SELECT * FROM outbox WHERE recipient = ? ORDER BY id").all(to.trim()) as OutboxRow[];
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
  }));
}
