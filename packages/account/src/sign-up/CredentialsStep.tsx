import { useMutation } from "@tanstack/react-query";
import { sendRegistrationCredentialsMutationOptions } from "@casino/api-client";
import { useSettings } from "@casino/shell";
import { CredentialsScreen } from "./CredentialsScreen.tsx";
import { credentialsFileName, credentialsFileText, downloadTextFile } from "./credentials-file.ts";

export type CredentialsStepProps = {
  username: string;
  password: string;
  /** Sending by e-mail needs the new session, so it is offered only to a signed-in player. */
  signedIn: boolean;
  onContinue: () => void;
};

/** The credentials screen wired to send-registration-credentials and the .txt download. */
export function CredentialsStep({ username, password, signedIn, onContinue }: CredentialsStepProps) {
  const { brandName } = useSettings();
  const send = useMutation(sendRegistrationCredentialsMutationOptions());
  const sendState = send.isPending ? "pending" : send.isError ? "failed" : send.isSuccess ? "sent" : "idle";
  const download = () =>
    downloadTextFile(credentialsFileName(brandName), credentialsFileText({ brandName, siteUrl: window.location.origin, username, password }));
  return (
    <CredentialsScreen
      username={username}
      password={password}
      sendState={sendState}
      onDownload={download}
      onContinue={onContinue}
      {...(signedIn ? { onSend: (email: string) => send.mutate({ email, username, password }) } : {})}
    />
  );
}
