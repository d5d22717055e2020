import { newIdempotencyKey } from "@casino/api-client";
import { forgetPendingKey, readPendingKey, savePendingKey, type PendingKind } from "./pending-keys.ts";

/** What a money action is for, kept across a reload: no card or account fields, only these. */
export type ActionAbout = { player: number; methodId: number; amount: number; currency: string; bonusId?: number | null | undefined };

/**
 * One Idempotency-Key per player action: the same values ask again with the same key (a retry after a timeout,
 * a second click), different values are a new action with a new key. `settle()` after a definite answer, so the
 * next payment with the same values is a new one.
 *
 * With a `kind`, the key of an action still waiting for its answer is also kept in sessionStorage with what it was
 * for (`about`): after a reload the same action (player, method, amount, currency, bonus) takes it again, so paying
 * again after a lost answer cannot move money twice; settling forgets it.
 */
export class ActionKeys {
  private current: { signature: string; key: string; about: string | null } | null = null;

  constructor(
    private readonly makeKey: () => string = newIdempotencyKey,
    private readonly kind?: PendingKind,
  ) {}

  keyFor(values: unknown, about?: ActionAbout): string {
    const signature = stableJson(values);
    if (this.current?.signature === signature) return this.current.key;
    const aboutJson = about && this.kind ? stableJson(about) : null;
    // Another action than the one in hand (or a fresh page): one whose answer was lost, here or before a reload,
    // left its key in storage. The same action with changed fields (a corrected card) stays a new one.
    const kept = aboutJson && this.current?.about !== aboutJson ? readPendingKey(this.kind!, aboutJson) : null;
    this.current = { signature, key: kept ?? this.makeKey(), about: aboutJson };
    if (aboutJson && !kept) savePendingKey(this.kind!, aboutJson, this.current.key);
    return this.current.key;
  }

  /** The action in hand is dropped (its quote is gone) without an answer: a kept key stays for the same action. */
  drop(): void {
    this.current = null;
  }

  settle(): void {
    if (this.current?.about && this.kind) forgetPendingKey(this.kind, this.current.about);
    this.current = null;
  }
}

/** JSON with sorted object keys, so { a, b } and { b, a } are the same action. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
