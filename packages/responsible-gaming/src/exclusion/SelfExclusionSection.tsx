import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { SELF_EXCLUSION_KIND_PERIODS, type SelfExclusionKindPeriod } from "@casino/domain";
import { selfExcludeMutationOptions } from "@casino/api-client";
import { Button, Select, Surface, Text, TextField } from "@casino/ui-kit";
import { BlockDialog } from "./BlockDialog.tsx";
import { MONTHS_MAX, blockLiftsAt } from "./periods.ts";
import * as styles from "./exclusion.css.ts";

type Values = { period: SelfExclusionKindPeriod; months: string };
type Choice = { period: SelfExclusionKindPeriod; months?: number; at: Date };

const wholeMonths = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= MONTHS_MAX;
const Schema = v.pipe(
  v.object({ period: v.picklist(SELF_EXCLUSION_KIND_PERIODS), months: v.string() }),
  v.forward(
    v.check((input) => input.period === "permanent" || wholeMonths(input.months), "months"),
    ["months"],
  ),
);

/** Self-exclusion (months or permanent), kept apart from the time-out; only lengthens a running block. */
export function SelfExclusionSection({ running }: { running: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const exclude = useMutation(selfExcludeMutationOptions(queryClient));
  const { register, handleSubmit, control, formState } = useForm<Values>({
    resolver: valibotResolver(Schema) as unknown as Resolver<Values>,
    defaultValues: { period: "months", months: "6" },
  });
  const [chosen, setChosen] = useState<Choice | null>(null);
  const period = useWatch({ control, name: "period" });

  const liftsAt = chosen ? blockLiftsAt("selfExclusion", chosen.period, chosen.at, chosen.months) : undefined;
  const end = liftsAt ? i18n.date(liftsAt, { dateStyle: "medium", timeStyle: "short" }) : "";
  const close = () => {
    exclude.reset();
    setChosen(null);
  };
  const choose = (values: Values) =>
    setChosen(values.period === "months" ? { period: "months", months: Number(values.months), at: new Date() } : { period: "permanent", at: new Date() });

  return (
    <Surface as="section" aria-labelledby="self-exclusion-title">
      <Text as="h2" id="self-exclusion-title" size="lg" font="heading" weight="heading">
        {t`Self-exclusion`}
      </Text>
      <Text as="p" tone="secondary">
        {t`If gambling is a problem for you, exclude yourself for months or for good. Only withdrawals stay possible.`}
      </Text>
      {running ? <Text as="p">{t`You can only make your current block longer.`}</Text> : null}
      <form className={styles.form} onSubmit={handleSubmit(choose)} noValidate>
        <div className={styles.field}>
          <Select label={t`Length of the self-exclusion`} {...register("period")}>
            <option value="months">{t`A number of months`}</option>
            <option value="permanent">{t`Permanently`}</option>
          </Select>
        </div>
        {period === "months" ? (
          <div className={styles.field}>
            <TextField
              label={t`Months`}
              inputMode="numeric"
              hint={t`1 to ${MONTHS_MAX} months`}
              error={formState.errors.months ? t`Choose how many months: 1 to ${MONTHS_MAX}.` : undefined}
              {...register("months")}
            />
          </div>
        ) : null}
        <Button type="submit" variant="secondary">
          {t`Exclude myself`}
        </Button>
      </form>
      <BlockDialog
        open={chosen !== null}
        onClose={close}
        title={t`Exclude yourself?`}
        statements={[
          chosen?.period === "permanent"
            ? t`From now on, for good, you can only withdraw: deposits, real-money play, bonuses and coupons are blocked.`
            : t`Until ${end}, you can only withdraw: deposits, real-money play, bonuses and coupons are blocked.`,
          t`Any game you have open closes at once.`,
          t`The self-exclusion cannot be shortened or cancelled.`,
        ]}
        confirmLabel={t`Exclude me`}
        askPassword
        pending={exclude.isPending}
        error={exclude.error}
        onConfirm={(password) =>
          exclude
            .mutateAsync({ period: chosen!.period, ...(chosen?.months ? { months: chosen.months } : {}), password })
            .then(() => setChosen(null))
        }
      />
    </Surface>
  );
}
