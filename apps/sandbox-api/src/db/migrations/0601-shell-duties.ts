import type { Migration } from "../migrate.ts";

// Shell duties: the tracking event log (page views, retargeting events) and geo-block reports.
export const migration: Migration = {
  id: "0601-shell-duties",
  sql: `
    CREATE TABLE event_log (
      id INTEGER PRIMARY KEY,
      user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
      event TEXT NOT NULL,
      data_json TEXT NOT NULL,
      mkt TEXT,
      user_device_type TEXT,
      cpnc TEXT,
      ip TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX event_log_event ON event_log (event, id);

    CREATE TABLE country_block_reports (
      id INTEGER PRIMARY KEY,
      user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
      ip TEXT NOT NULL,
      country TEXT NOT NULL,
      first_url TEXT,
      request_ip TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `,
};
