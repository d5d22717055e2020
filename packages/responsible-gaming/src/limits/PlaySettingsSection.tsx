import type { ChangeEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Limits, UpdateLimitsPayload } from "@casino/api-client";
import { REALITY_CHECK_INTERVALS, type RealityCheckInterval } from "@casino/domain";
import { Checkbox, Select, Text } from "@casino/ui-kit";
import { AwayToggle } from "./AwayToggle.tsx";
import { ChangeOutcome } from "./ChangeOutcome.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { useLimitChange } from "./use-limit-change.ts";

/**
 * Ghost mode (issue 27 point 4), the reality-check interval (point 5) and the away status (point 6): each saved as soon as it is changed, one
 * request at a time (the control is disabled while it is sent), with a plain statement of what it does.
 */
export function PlaySettingsSection({ ghostMode, realityCheckMinutes }: Pick<Limits, "ghostMode" | "realityCheckMinutes">) {
  const { t } = useLingui();
  const { change, pending, outcome } = useLimitChange();
  const run = (payload: UpdateLimitsPayload, text: string) => void change(payload, () => text, t`Your setting could not be saved. Please try again.`);

  const onGhost = (event: ChangeEvent<HTMLInputElement>) => {
    const on = event.target.checked;
    run({ ghostMode: on }, on ? t`Ghost mode is on.` : t`Ghost mode is off.`);
  };
  const onInterval = (event: ChangeEvent<HTMLSelectElement>) => {
    const minutes = Number(event.target.value) as RealityCheckInterval;
    run({ realityCheckMinutes: minutes }, minutes === 0 ? t`Reality checks are off.` : t`A reality check every ${minutes} minutes.`);
  };

  const intervalLabel = (minutes: RealityCheckInterval) => (minutes === 0 ? t`Off` : t`Every ${minutes} minutes`);
  return (
    <SettingsSection title={t`Play settings`}>
        <Checkbox
          label={t`Ghost mode`}
          hint={t`Hides your nickname on tournament leaderboards (other players see ***) and turns off your public statistics link. Your place, score and prizes stay yours.`}
          checked={ghostMode}
          disabled={pending}
          onChange={onGhost}
        />
        <Select
          label={t`Reality check`}
          hint={t`During a session, a reminder over the game shows how long you have played, what you have bet and won, and pauses the game until you choose to continue or stop.`}
          value={String(realityCheckMinutes)}
          disabled={pending}
          onChange={onInterval}
        >
          {REALITY_CHECK_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {intervalLabel(minutes)}
            </option>
          ))}
        </Select>
        <AwayToggle />
        <Text as="p" tone="secondary" size="sm">
          {t`These settings apply at once.`}
        </Text>
        <ChangeOutcome outcome={outcome} />
    </SettingsSection>
  );
}
