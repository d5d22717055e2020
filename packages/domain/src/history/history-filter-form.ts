import * as v from "valibot";
import { isIsoDay, type HistoryFilters } from "./history-search.ts";

/** Message keys of the history filter form; the UI maps each to a translated text at its field. */
export const HISTORY_FILTER_CODES = ["invalidDate", "fromAfterTo"] as const;
export type HistoryFilterCode = (typeof HISTORY_FILTER_CODES)[number];

/** What the filter form holds: native inputs give "" for "not set". */
export type HistoryFilterForm = { from: string; to: string; type: string; status: string };

const optionalDay = v.pipe(
  v.string(),
  v.check((value) => value === "" || isIsoDay(value), "invalidDate" satisfies HistoryFilterCode),
);

/**
 * The filter form: both dates optional, the start not after the end (the message sits at the end date, where
 * the player fixes it). Dates compare as text, which for YYYY-MM-DD is the calendar order.
 */
export const historyFilterFormSchema = v.pipe(
  v.object({ from: optionalDay, to: optionalDay, type: v.string(), status: v.string() }),
  v.forward(
    v.partialCheck(
      [["from"], ["to"]],
      ({ from, to }) => !from || !to || from <= to,
      "fromAfterTo" satisfies HistoryFilterCode,
    ),
    ["to"],
  ),
);

/** The form's values for the filters in the URL. */
export function historyFilterFormValues(filters: HistoryFilters): HistoryFilterForm {
  return { from: filters.from ?? "", to: filters.to ?? "", type: filters.type ?? "", status: filters.status ?? "" };
}

/** The URL filters for a valid form: empty fields become "not set". */
export function historyFiltersOf(form: HistoryFilterForm): HistoryFilters {
  const orUndefined = (value: string) => (value === "" ? undefined : value);
  return { from: orUndefined(form.from), to: orUndefined(form.to), type: orUndefined(form.type), status: orUndefined(form.status) };
}
