import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { isEmailFormat } from "@casino/domain";
import { Button, Stack, Text, TextField } from "@casino/ui-kit";

export type SendState = "idle" | "pending" | "sent" | "failed";

/** Sends the 1-click credentials to an address the player types; spec §8 failure text when the call fails. */
export function CredentialsEmailForm({ onSend, state }: { onSend: (email: string) => void; state: SendState }) {
  const { t } = useLingui();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === "pending") return;
    const ok = isEmailFormat(email);
    setInvalid(!ok);
    if (ok) onSend(email.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Send the login details by e-mail`}>
      <Stack gap="sm">
        <TextField
          label={t`E-mail for your login details`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid ? t`Enter a valid e-mail, e.g. name@example.com` : undefined}
        />
        <div>
          <div role="status">{state === "sent" ? <Text tone="success">{t`We have sent your login details to ${email}.`}</Text> : null}</div>
          <div role="alert">
            {state === "failed" ? <Text tone="danger">{t`The e-mail with your login details could not be sent. Try again later.`}</Text> : null}
          </div>
        </div>
        <Button type="submit" variant="secondary" loading={state === "pending"}>
          {t`Send by e-mail`}
        </Button>
      </Stack>
    </form>
  );
}
