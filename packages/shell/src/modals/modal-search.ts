import * as v from "valibot";

export const MODAL_PARAM = "modal";
/** Marks a history entry pushed by opening a modal in the app, so closing can go back instead of pushing. */
export const MODAL_HISTORY_KEY = "shellModal";

/** Router search values arrive JSON-parsed (`?at=123` is a number): read them back as text, never fail. */
const searchText = v.fallback(v.optional(v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String))), undefined);

/**
 * The root route's validateSearch (DESIGN §3.5): the shell's own parameters typed, every other one kept
 * as it came, so a feature's or a marketing parameter survives opening and closing a modal.
 */
export const ShellSearchSchema = v.looseObject({
  modal: searchText,
  /** Where to return after logging in (set when a session expired). */
  redirect: searchText,
  /** Spec §2 access token hand-over; removed from the URL once stored. */
  at: searchText,
});
export type ShellSearch = v.InferOutput<typeof ShellSearchSchema>;

const asText = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;

/** The modal's parameters: every other search value, as text. */
export function modalParams(search: Readonly<Record<string, unknown>>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    const text = asText(value);
    if (key !== MODAL_PARAM && text !== undefined) params[key] = text;
  }
  return params;
}

export function modalNameOf(search: Readonly<Record<string, unknown>>): string | undefined {
  return asText(search[MODAL_PARAM]);
}

/** The search without `modal` and the parameters the modal owns; the rest is kept. */
export function withoutModal(search: Readonly<Record<string, unknown>>, owned: readonly string[] = []): Record<string, unknown> {
  const drop = new Set([MODAL_PARAM, ...owned]);
  return Object.fromEntries(Object.entries(search).filter(([key]) => !drop.has(key)));
}
