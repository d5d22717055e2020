import { Suspense, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { PageLink, useContentText } from "@casino/shell";
import { Button } from "@casino/ui-kit";
import { isSuccess, outcomeAction, outcomeTextKey, type ActivationOutcome as Outcome } from "./activation-outcome.ts";
import { ResendVerification } from "./ResendVerification.tsx";
import * as styles from "./ActivationOutcome.css.ts";

export type ActivationOutcomeProps = {
  outcome: Outcome;
  /** ACTIVE_BONUS: activate again, cancelling the current bonus (the player confirmed). */
  onConfirmCancel?: (() => void) | undefined;
  /** That second activation is running. */
  confirming?: boolean;
};

/** The §8 text by content key: the shell's built-in text unless the remote content overrides it. */
function ContentMessage({ textKey, fallback }: { textKey: string; fallback: ReactNode }) {
  return <>{useContentText(textKey) ?? fallback}</>;
}

function OwnMessage({ outcome }: { outcome: Outcome }) {
  const { t } = useLingui();
  switch (outcome.kind) {
    case "activated":
      return t`Your bonus is active. Good luck!`;
    case "awaiting_deposit":
      return t`Your bonus is waiting for your deposit: it is added when the deposit is confirmed.`;
    case "self_excluded":
      return t`You are excluded from play, so bonuses cannot be activated.`;
    default:
      return t`The bonus could not be activated. Please try again.`;
  }
}

function Details({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useLingui();
  if (outcome.kind !== "refused") return null;
  if (outcome.code === "UNIFIED_ERROR" && outcome.reference) {
    const reference = outcome.reference;
    return <p className={styles.text}>{t`Reference: ${reference}`}</p>;
  }
  if (outcome.code === "RETRY_PERIOD" && outcome.retryAt) {
    const when = i18n.date(new Date(outcome.retryAt), { dateStyle: "medium", timeStyle: "short" });
    return <p className={styles.text}>{t`You can activate it again from ${when}.`}</p>;
  }
  if (outcome.code === "ACTIVE_BONUS") {
    return <p className={styles.text}>{t`Activating this bonus cancels your current bonus: its bonus balance and wagering progress are lost.`}</p>;
  }
  return null;
}

function Action({ outcome, onConfirmCancel, confirming = false }: ActivationOutcomeProps): ReactNode {
  const { t } = useLingui();
  switch (outcomeAction(outcome)) {
    case "my_bonuses":
      return <PageLink page="bonuses" className={styles.link}>{t`See my bonuses`}</PageLink>;
    case "deposit":
      return <PageLink page="deposit" className={styles.link}>{t`Make a deposit`}</PageLink>;
    case "calendar":
      return <PageLink page="cashback" className={styles.link}>{t`Open the rewards calendar`}</PageLink>;
    case "resend_email":
      return <ResendVerification />;
    case "confirm_cancel":
      return onConfirmCancel ? (
        <Button type="button" variant="danger" size="sm" loading={confirming} onClick={onConfirmCancel}>
          {t`Cancel my current bonus and activate this one`}
        </Button>
      ) : null;
    default:
      return null;
  }
}

/** What an activation came to: its own translated message (spec §8), details and the next step. */
export function ActivationOutcome(props: ActivationOutcomeProps) {
  // The box appears with its text (the built-in texts' chunk may still load), so the alert is read whole.
  return (
    <Suspense fallback={null}>
      <OutcomeBox {...props} />
    </Suspense>
  );
}

function OutcomeBox(props: ActivationOutcomeProps) {
  const { outcome } = props;
  const success = isSuccess(outcome);
  const textKey = outcomeTextKey(outcome);
  const own = <OwnMessage outcome={outcome} />;
  return (
    <div className={styles.box[success ? "success" : "problem"]} role={success ? "status" : "alert"} data-outcome={outcome.kind === "refused" ? outcome.code : outcome.kind}>
      <p className={styles.text}>{textKey ? <ContentMessage textKey={textKey} fallback={own} /> : own}</p>
      <Details outcome={outcome} />
      <div className={styles.actions}>
        <Action {...props} />
      </div>
    </div>
  );
}
