import { useLingui } from "@lingui/react/macro";
import { openLiveChat, useSettings } from "@casino/shell";
import { Button, Text } from "@casino/ui-kit";
import type { LimitFailure } from "./limit-failure.ts";
import { useFailureText } from "./use-limit-texts.ts";

export type Outcome = { kind: "saved"; text: string } | { kind: "failed"; failure: LimitFailure; fallback?: string } | null;

/**
 * The result of the last change of a section, where it was made: a status line when saved, an alert when refused
 * (REMOVAL_NEEDS_SUPPORT with a way to the live chat when the brand has one). Both live regions are always there, so
 * a screen reader hears the text as it arrives.
 */
export function ChangeOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const { showLiveChat } = useSettings();
  return (
    <div>
      <div role="status">{outcome?.kind === "saved" ? <Text tone="success">{outcome.text}</Text> : null}</div>
      <div role="alert">
        {outcome?.kind === "failed" ? (
          <>
            <Text as="p" tone="danger" weight="bold">
              {failureText(outcome.failure, outcome.fallback)}
            </Text>
            {outcome.failure.code === "REMOVAL_NEEDS_SUPPORT" && showLiveChat ? (
              <Button type="button" variant="secondary" size="sm" onClick={openLiveChat}>
                {t`Chat with support`}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
