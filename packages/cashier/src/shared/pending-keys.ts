/** The money calls whose pending Idempotency-Keys are kept in this tab's sessionStorage. */
export type PendingKind = "deposit" | "withdrawal";

/** sessionStorage key per kind: `[{ about, key }]`, the newest last. */
export const pendingKeysStorageKey = (kind: PendingKind) => `cashier.pendingKeys.${kind}`;
const KEEP = 5;

type Entry = { about: string; key: string };

function readAll(kind: PendingKind): Entry[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(pendingKeysStorageKey(kind)) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter((item: unknown): item is Entry => {
      const entry = item as Partial<Entry> | null;
      return typeof entry?.about === "string" && typeof entry.key === "string";
    });
  } catch {
    return [];
  }
}

function writeAll(kind: PendingKind, entries: Entry[]): void {
  try {
    if (entries.length === 0) sessionStorage.removeItem(pendingKeysStorageKey(kind));
    else sessionStorage.setItem(pendingKeysStorageKey(kind), JSON.stringify(entries.slice(-KEEP)));
  } catch {
    // Storage blocked or full: the key still lives in the page; only the reload guard is lost.
  }
}

/** The key an action (`about`, stable JSON) was sent with and has no answer for yet, if this tab kept one. */
export const readPendingKey = (kind: PendingKind, about: string): string | null =>
  readAll(kind).find((entry) => entry.about === about)?.key ?? null;

export function savePendingKey(kind: PendingKind, about: string, key: string): void {
  writeAll(kind, [...readAll(kind).filter((entry) => entry.about !== about), { about, key }]);
}

/** A definite answer came: the action is over. */
export function forgetPendingKey(kind: PendingKind, about: string): void {
  writeAll(kind, readAll(kind).filter((entry) => entry.about !== about));
}
