import { useState } from "react";
import { useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { TIME_OUT_PERIODS, type TimeOutPeriod } from "@casino/domain";
import { takeTimeOutMutationOptions } from "@casino/api-client";
import { Button, Select, Surface, Text } from "@casino/ui-kit";
import { BlockDialog } from "./BlockDialog.tsx";
import { TIME_OUT_LABELS, blockLiftsAt } from "./periods.ts";
import * as styles from "./exclusion.css.ts";

const Schema = v.object({ period: v.picklist(TIME_OUT_PERIODS) });

/** Take a break (spec §9 time-out): a short block, confirmed with the password. */
export function TimeOutSection() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const timeOut = useMutation(takeTimeOutMutationOptions(queryClient));
  const { register, handleSubmit } = useForm<{ period: TimeOutPeriod }>({ resolver: valibotResolver(Schema), defaultValues: { period: "1d" } });
  const [chosen, setChosen] = useState<{ period: TimeOutPeriod; at: Date } | null>(null);

  const liftsAt = chosen ? blockLiftsAt("timeout", chosen.period, chosen.at) : null;
  const end = liftsAt ? i18n.date(liftsAt, { dateStyle: "medium", timeStyle: "short" }) : "";
  const close = () => {
    timeOut.reset();
    setChosen(null);
  };

  return (
    <Surface as="section" aria-labelledby="time-out-title">
      <Text as="h2" id="time-out-title" size="lg" font="heading" weight="heading">
        {t`Time-out`}
      </Text>
      <Text as="p" tone="secondary">
        {t`A time-out stops you playing for a short while. It starts at once and ends by itself.`}
      </Text>
      <form className={styles.form} onSubmit={handleSubmit(({ period }) => setChosen({ period, at: new Date() }))} noValidate>
        <div className={styles.field}>
          <Select label={t`Length of the time-out`} {...register("period")}>
            {TIME_OUT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {i18n._(TIME_OUT_LABELS[period])}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="secondary">
          {t`Take a time-out`}
        </Button>
      </form>
      <BlockDialog
        open={chosen !== null}
        onClose={close}
        title={t`Take a time-out?`}
        statements={[
          t`Until ${end}, you can only withdraw: deposits, real-money play, bonuses and coupons are blocked.`,
          t`Any game you have open closes at once.`,
          t`The time-out cannot be shortened or cancelled.`,
        ]}
        confirmLabel={t`Start the time-out`}
        askPassword
        pending={timeOut.isPending}
        error={timeOut.error}
        onConfirm={(password) => timeOut.mutateAsync({ period: chosen!.period, password }).then(() => setChosen(null))}
      />
    </Surface>
  );
}
