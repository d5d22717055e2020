import { useLingui } from "@lingui/react/macro";
import { Button, Skeleton, Stack, Text } from "@casino/ui-kit";

export type ResendFailure = "not-sent" | "already-verified" | "no-email" | "unreachable";
export type VerifyExpiredState =
  | { kind: "guest" }
  | { kind: "loading" }
  | { kind: "idle" | "sending"; email: string }
  | { kind: "sent"; email: string }
  | { kind: "failed"; email: string; failure: ResendFailure };

export type VerifyEmailExpiredViewProps = {
  state: VerifyExpiredState;
  onResend: () => void;
  onLogin: () => void;
  onClose: () => void;
};

/** What `?modal=verify-email-expired` shows in each state (spec §2: where an expired verification link lands). */
export function VerifyEmailExpiredView({ state, onResend, onLogin, onClose }: VerifyEmailExpiredViewProps) {
  const { t } = useLingui();
  const failureText: Record<ResendFailure, string> = {
    "not-sent": t`Verification email not sent`,
    "already-verified": t`Your e-mail address is already verified. You can close this window and play.`,
    "no-email": t`Verification email not sent: add an e-mail address to your profile first.`,
    unreachable: t`Verification email not sent. Try again later.`,
  };
  const canResend = state.kind === "idle" || state.kind === "sending" || (state.kind === "failed" && state.failure !== "already-verified" && state.failure !== "no-email");
  return (
    <Stack gap="md" align="start">
      <Text as="p">{t`This verification link has expired or was already used. Each link works once and only for a limited time.`}</Text>
      {state.kind === "guest" ? (
        <>
          <Text as="p" tone="secondary">{t`Log in to get a new link sent to your e-mail address.`}</Text>
          <Button type="button" onClick={onLogin}>{t`Log in`}</Button>
        </>
      ) : null}
      {state.kind === "loading" ? <Skeleton lines={2} /> : null}
      {"email" in state && state.email ? <Text as="p" tone="secondary">{t`We can send a new link to ${state.email}.`}</Text> : null}
      <div role="status">
        {state.kind === "sent" ? <Text as="p" tone="success">{t`Verification e-mail sent. Please check your inbox.`}</Text> : null}
      </div>
      <div role="alert">{state.kind === "failed" ? <Text as="p" tone="danger">{failureText[state.failure]}</Text> : null}</div>
      {canResend ? (
        <Button type="button" loading={state.kind === "sending"} onClick={onResend}>
          {state.kind === "failed" ? t`Try again` : t`Resend verification e-mail`}
        </Button>
      ) : null}
      {state.kind === "sent" || (state.kind === "failed" && !canResend) ? (
        <Button type="button" variant="secondary" onClick={onClose}>{t`Close`}</Button>
      ) : null}
    </Stack>
  );
}
