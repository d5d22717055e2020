import type { Database } from "better-sqlite3";
import type { LoggedEvent } from "@casino/api-client";

export interface NewLoggedEvent {
  userId: number | null;
  event: string;
  data: Record<string, unknown>;
  mkt: string | null;
  userDeviceType: string | null;
  cpnc: string | null;
  ip: string;
}

export function insertLoggedEvent(db: Database, row: NewLoggedEvent, now: Date): void {
  db.prepare(
    `INSERT INTO event_log (user_id, event, data_json, mkt, user_device_type, cpnc, ip, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(row.userId, row.event, JSON.stringify(row.data), row.mkt, row.userDeviceType, row.cpnc, row.ip, now.toISOString());
}

interface EventRow {
  id: number;
  user_id: number | null;
  event: string;
  data_json: string;
  mkt: string | null;
  user_device_type: string | null;
  cpnc: string | null;
  created_at: string;
}

/** The latest `limit` events (of one name and of one player, when given), oldest first. */
export function listLoggedEvents(db: Database, event: string | undefined, limit: number, userId?: number): LoggedEvent[] {
  const rows = db
    .prepare(
      `SELECT * FROM (SELECT * FROM event_log WHERE (@event IS NULL OR event = @event) AND (@user IS NULL OR user_id = @user)
       ORDER BY id DESC LIMIT @limit) ORDER BY id`,
    )
    .all({ event: event ?? null, user: userId ?? null, limit }) as EventRow[];
  return rows.map((r) => ({
    id: r.id,
    event: r.event,
    data: JSON.parse(r.data_json) as Record<string, unknown>,
    mkt: r.mkt,
    userDeviceType: r.user_device_type,
    cpnc: r.cpnc,
    userId: r.user_id,
    createdAt: r.created_at,
  }));
}

export interface CountryBlockReport {
  userId: number | null;
  ip: string;
  country: string;
  firstUrl: string | null;
  requestIp: string;
}

export function insertCountryBlockReport(db: Database, report: CountryBlockReport, now: Date): void {
  db.prepare(
    "INSERT INTO country_block_reports (user_id, ip, country, first_url, request_ip, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(report.userId, report.ip, report.country, report.firstUrl, report.requestIp, now.toISOString());
}

export function listCountryBlockReports(db: Database): Array<CountryBlockReport & { id: number; createdAt: string }> {
  return db
    .prepare(
      "SELECT id, user_id AS userId, ip, country, first_url AS firstUrl, request_ip AS requestIp, created_at AS createdAt FROM country_block_reports ORDER BY id",
    )
    .all() as Array<CountryBlockReport & { id: number; createdAt: string }>;
}
