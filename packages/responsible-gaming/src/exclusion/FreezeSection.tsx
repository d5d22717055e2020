import { useState } from "react";
import { useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useMutation } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { ACCOUNT_FREEZE_PERIODS, accountFreezeEnd, type AccountFreezePeriod } from "@casino/domain";
import { freezeAccountMutationOptions } from "@casino/api-client";
import { Button, Select, Surface, Text } from "@casino/ui-kit";
import { BlockDialog } from "./BlockDialog.tsx";
import { FREEZE_LABELS } from "./periods.ts";
import * as styles from "./exclusion.css.ts";

const Schema = v.object({ period: v.picklist(ACCOUNT_FREEZE_PERIODS) });

/** Freeze account (spec §9): logs out at once and refuses login until it ends; no password asked. */
export function FreezeSection({ onFrozen }: { onFrozen: (frozenUntil: string) => void }) {
  const { t, i18n } = useLingui();
  const freeze = useMutation(freezeAccountMutationOptions());
  const { register, handleSubmit } = useForm<{ period: AccountFreezePeriod }>({ resolver: valibotResolver(Schema), defaultValues: { period: "1d" } });
  const [chosen, setChosen] = useState<{ period: AccountFreezePeriod; at: Date } | null>(null);

  const end = chosen ? i18n.date(accountFreezeEnd(chosen.period, chosen.at), { dateStyle: "medium", timeStyle: "short" }) : "";
  const close = () => {
    freeze.reset();
    setChosen(null);
  };

  return (
    <Surface as="section" aria-labelledby="freeze-title">
      <Text as="h2" id="freeze-title" size="lg" font="heading" weight="heading">
        {t`Freeze account`}
      </Text>
      <Text as="p" tone="secondary">
        {t`Freezing locks your account completely: you are logged out and cannot log in until the freeze ends.`}
      </Text>
      <form className={styles.form} onSubmit={handleSubmit(({ period }) => setChosen({ period, at: new Date() }))} noValidate>
        <div className={styles.field}>
          <Select label={t`Length of the freeze`} {...register("period")}>
            {ACCOUNT_FREEZE_PERIODS.map((period) => (
              <option key={period} value={period}>
                {i18n._(FREEZE_LABELS[period])}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="secondary">
          {t`Freeze my account`}
        </Button>
      </form>
      <BlockDialog
        open={chosen !== null}
        onClose={close}
        title={t`Freeze your account?`}
        statements={[
          t`You are logged out at once, on every device, and any game you have open closes.`,
          t`You cannot log in until ${end}.`,
          t`The freeze cannot be shortened or cancelled.`,
        ]}
        confirmLabel={t`Freeze and log out`}
        askPassword={false}
        pending={freeze.isPending}
        error={freeze.error}
        onConfirm={() => freeze.mutateAsync({ period: chosen!.period }).then(({ frozenUntil }) => onFrozen(frozenUntil))}
      />
    </Surface>
  );
}
