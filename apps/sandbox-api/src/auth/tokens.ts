import { createHash, randomBytes, randomInt } from "node:crypto";

/** Spec §9: the auth cookie lives 30 days, and so does the session behind it. */
export const SESSION_TTL_SECONDS = 2_592_000;

/** 32 random bytes, base64url: what the client holds. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString("base64url");

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A 6-digit SMS code, zero-padded. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
