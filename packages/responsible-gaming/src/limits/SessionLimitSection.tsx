import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useLingui } from "@lingui/react/macro";
import type { Limits } from "@casino/api-client";
import { Select, Text, TextField } from "@casino/ui-kit";
import { ChangeOutcome } from "./ChangeOutcome.tsx";
import type { LimitFailure } from "./limit-failure.ts";
import { SaveRemoveActions } from "./SaveRemoveActions.tsx";
import { SessionLimitFormSchema, type SessionLimitCode, type SessionLimitFormInput, type SessionLimitFormOutput } from "./session-limit-schema.ts";
import { useDuration } from "./use-duration.ts";
import { useFailureText } from "./use-limit-texts.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import { useLimitChange } from "./use-limit-change.ts";
import * as styles from "./Limits.css.ts";

/**
 * The session time limit (spec §5, §9: 10 minutes to 720 hours or 30 days): when a session reaches it, it ends
 * and games stop taking bets. Set, change or remove; the §8 update and remove failures show here.
 */
export function SessionLimitSection({ limit }: { limit: Limits["sessionTimeLimit"] }) {
  const { t } = useLingui();
  const duration = useDuration();
  const failureText = useFailureText();
  const { change: send, pending, outcome } = useLimitChange();
  const form = useForm<SessionLimitFormInput, unknown, SessionLimitFormOutput>({
    resolver: valibotResolver(SessionLimitFormSchema),
    defaultValues: { value: "", unit: "hours" },
  });
  const code = form.formState.errors.value?.message as SessionLimitCode | undefined;

  const change = async (next: SessionLimitFormOutput | null) => {
    const saved = await send(
      { sessionTimeLimit: next },
      () => (next ? t`Session time limit saved: ${duration(next.value, next.unit)}.` : t`Session time limit removed.`),
      next ? t`Your session time limit could not be saved. Please try again.` : t`Your session time limit could not be removed. Please try again.`,
    );
    if (saved) form.reset({ value: "", unit: next?.unit ?? "hours" });
  };

  const fieldError = code ? failureText({ code, unlocksAt: null } satisfies LimitFailure) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit((values) => change(values))(event);
  return (
    <SettingsSection title={t`Session time limit`}>
        <Text as="p">
          {t`When a session reaches this limit you are logged out and games stop taking bets. You are warned a few minutes before.`}
        </Text>
        <Text as="p" weight="bold">
          {limit ? t`Your sessions end after ${duration(limit.value, limit.unit)}.` : t`No session time limit set.`}
        </Text>
        <form className={styles.form} noValidate onSubmit={submit} aria-label={t`Session time limit`}>
          <div className={styles.field}>
            <TextField
              label={t`Length`}
              inputMode="numeric"
              autoComplete="off"
              hint={t`From 10 minutes to 720 hours (30 days).`}
              error={fieldError}
              {...form.register("value")}
            />
          </div>
          <div className={styles.field}>
            <Select label={t`Unit`} {...form.register("unit")}>
              <option value="minutes">{t`Minutes`}</option>
              <option value="hours">{t`Hours`}</option>
              <option value="days">{t`Days`}</option>
            </Select>
          </div>
          <SaveRemoveActions saving={pending} busy={pending} onRemove={limit ? () => void change(null) : null} />
        </form>
        <ChangeOutcome outcome={outcome} />
    </SettingsSection>
  );
}
