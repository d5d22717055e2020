import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { UserId } from "./sessions.ts";

/**
 * Writes an uploaded document under `<uploadsDir>/<userId>/` with a random name (the player's file name never
 * becomes a path) and returns that name.
 */
export function storeDocumentFile(uploadsDir: string, userId: UserId, bytes: Uint8Array, extension: string): string {
  const folder = path.join(uploadsDir, String(userId));
  fs.mkdirSync(folder, { recursive: true });
  const storedName = `${randomUUID()}.${extension}`;
  fs.writeFileSync(path.join(folder, storedName), bytes);
  return storedName;
}

export const documentFilePath = (uploadsDir: string, userId: UserId, storedName: string): string =>
  path.join(uploadsDir, String(userId), storedName);

/** Display name: the base name without control characters or path separators, at most 200 characters. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "document").slice(-200);
}
