import { newIdempotencyKey } from "@casino/api-client";

/**
 * One Idempotency-Key per player action: the same values ask again with the same key (a retry after a timeout,
 * a second click), different values are a new action with a new key. `settle()` after a success, so the next
 * payment with the same values is a new one.
 */
export class ActionKeys {
  private current: { signature: string; key: string } | null = null;

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  keyFor(values: unknown): string {
    const signature = stableJson(values);
    if (this.current?.signature !== signature) this.current = { signature, key: this.makeKey() };
    return this.current.key;
  }

  settle(): void {
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
