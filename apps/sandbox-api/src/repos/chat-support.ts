import type { Database } from "better-sqlite3";
import type { ChatMessage, ChatSettings } from "@casino/api-client";
import type { UserId } from "./sessions.ts";

interface ChatRow {
  id: number;
  author: ChatMessage["author"];
  body: string;
  created_at: string;
}

const toMessage = (row: ChatRow): ChatMessage => ({ id: row.id, author: row.author, body: row.body, createdAt: row.created_at });

/** Oldest first. */
export const listChatMessages = (db: Database, userId: UserId): ChatMessage[] =>
  (db.prepare("SELECT id, author, body, created_at FROM chat_messages WHERE user_id = ? ORDER BY id").all(userId) as ChatRow[]).map(toMessage);

export const addChatMessage = (db: Database, userId: UserId, author: ChatMessage["author"], body: string, now: Date): ChatMessage =>
  toMessage(
    db
      .prepare("INSERT INTO chat_messages (user_id, author, body, created_at) VALUES (?, ?, ?, ?) RETURNING id, author, body, created_at")
      .get(userId, author, body, now.toISOString()) as ChatRow,
  );

const defaults: ChatSettings = { sound: true, notifications: true };

export function readChatSettings(db: Database, userId: UserId): ChatSettings {
  const row = db.prepare("SELECT sound, notifications FROM chat_settings WHERE user_id = ?").get(userId) as
    | { sound: 0 | 1; notifications: 0 | 1 }
    | undefined;
  return row ? { sound: row.sound === 1, notifications: row.notifications === 1 } : defaults;
}

export function writeChatSettings(db: Database, userId: UserId, settings: ChatSettings, now: Date): void {
  db.prepare(
    `INSERT INTO chat_settings (user_id, sound, notifications, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET sound = excluded.sound, notifications = excluded.notifications, updated_at = excluded.updated_at`,
  ).run(userId, settings.sound ? 1 : 0, settings.notifications ? 1 : 0, now.toISOString());
}
