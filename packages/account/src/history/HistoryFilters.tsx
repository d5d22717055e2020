import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useLingui } from "@lingui/react/macro";
import {
  historyFilterFormSchema,
  historyFilterFormValues,
  historyFiltersOf,
  type HistoryFilterCode,
  type HistoryFilterForm,
  type HistoryFilters as Filters,
} from "@casino/domain";
import { Select, TextField } from "@casino/ui-kit";
import { transactionStatusLabel, transactionTypeLabel } from "./history-labels.ts";
import * as styles from "./HistoryFilters.css.ts";

export type HistoryFiltersProps = {
  filters: Filters;
  /** Applied as soon as a valid change is made; an invalid range stays in the form with its message. */
  onApply: (filters: Filters) => void;
  /** Type and status selects (transactions only). */
  types?: readonly string[] | undefined;
  statuses?: readonly string[] | undefined;
};

export function HistoryFilters({ filters, onApply, types, statuses }: HistoryFiltersProps) {
  const { t, i18n } = useLingui();
  const messages: Record<HistoryFilterCode, string> = {
    invalidDate: t`Enter a valid date`,
    fromAfterTo: t`The end date must be on or after the start date`,
  };
  const values = useMemo(() => historyFilterFormValues(filters), [filters]);
  const { register, handleSubmit, reset, formState } = useForm<HistoryFilterForm>({
    resolver: valibotResolver(historyFilterFormSchema),
    defaultValues: values,
    mode: "onChange",
  });
  // The URL is the truth: a link, Back or "Clear filters" puts its values into the form.
  useEffect(() => reset(values), [reset, values]);
  const apply = handleSubmit((form) => onApply(historyFiltersOf(form)));
  const errorOf = (field: keyof HistoryFilterForm) => {
    const code = formState.errors[field]?.message as HistoryFilterCode | undefined;
    return code ? messages[code] : undefined;
  };

  return (
    <form className={styles.filters} aria-label={t`Filters`} noValidate onChange={() => void apply()} onSubmit={(e) => void apply(e)}>
      <TextField type="date" label={t`From`} error={errorOf("from")} {...register("from")} />
      <TextField type="date" label={t`To`} error={errorOf("to")} {...register("to")} />
      {types ? (
        <Select label={t`Type`} {...register("type")}>
          <option value="">{t`All types`}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {transactionTypeLabel(i18n, type)}
            </option>
          ))}
        </Select>
      ) : null}
      {statuses ? (
        <Select label={t`Status`} {...register("status")}>
          <option value="">{t`All statuses`}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {transactionStatusLabel(i18n, status)}
            </option>
          ))}
        </Select>
      ) : null}
    </form>
  );
}
