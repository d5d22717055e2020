import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, Inline, Stack, Text } from "@casino/ui-kit";
import { CredentialsEmailForm, type SendState } from "./CredentialsEmailForm.tsx";
import * as styles from "./SignUp.css.ts";

export type CredentialsScreenProps = {
  username: string;
  password: string;
  /** Sends the credentials to an address; absent when the player is not signed in (the call needs the session). */
  onSend?: ((email: string) => void) | undefined;
  sendState?: SendState;
  onDownload: () => void;
  onContinue: () => void;
  /** Replaces the clipboard (tests, stories). */
  copy?: (text: string) => Promise<void>;
};

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/** The end of 1-click registration: the generated username and password, shown once, to copy, download or e-mail. */
export function CredentialsScreen({ username, password, onSend, sendState = "idle", onDownload, onContinue, copy = clipboardCopy }: CredentialsScreenProps) {
  const { t } = useLingui();
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const copyValue = (value: string) => {
    copy(value).then(
      () => setCopyState("copied"),
      () => setCopyState("failed"),
    );
  };

  return (
    <Stack gap="md">
      <Text as="h3" size="lg" weight="bold">
        {t`Your account is ready`}
      </Text>
      <Text as="p">{t`Save your username and password now: we show the password only once.`}</Text>
      <dl className={styles.credentials}>
        <div className={styles.credentialRow}>
          <div>
            <dt className={styles.credentialLabel}>{t`Username`}</dt>
            <dd className={styles.credentialValue}>{username}</dd>
          </div>
          <Button variant="secondary" size="sm" onClick={() => copyValue(username)}>
            {t`Copy username`}
          </Button>
        </div>
        <div className={styles.credentialRow}>
          <div>
            <dt className={styles.credentialLabel}>{t`Password`}</dt>
            <dd className={styles.credentialValue}>{password}</dd>
          </div>
          <Button variant="secondary" size="sm" onClick={() => copyValue(password)}>
            {t`Copy password`}
          </Button>
        </div>
      </dl>
      {/* Both live regions sit in one block, so the empty ones add no gap. */}
      <div>
        <div role="status">{copyState === "copied" ? <Text tone="success">{t`Copied to the clipboard`}</Text> : null}</div>
        <div role="alert">
          {copyState === "failed" ? <Text tone="danger">{t`Could not copy to the clipboard. Select the text and copy it yourself.`}</Text> : null}
        </div>
      </div>
      <Inline gap="sm">
        <Button variant="secondary" onClick={onDownload}>
          {t`Download as a text file`}
        </Button>
      </Inline>
      {onSend ? <CredentialsEmailForm onSend={onSend} state={sendState} /> : null}
      <Button onClick={onContinue} fullWidth>
        {t`Continue`}
      </Button>
    </Stack>
  );
}
