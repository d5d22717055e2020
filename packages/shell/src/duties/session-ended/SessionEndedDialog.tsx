import { useLingui } from "@lingui/react/macro";
import { Button, Dialog, Text } from "@casino/ui-kit";
import { useModal } from "../../modals/use-modal.ts";
import { useSessionEndStore } from "./session-end-store.ts";

/** Spec §2/§4 session-ended dialog: log in and close, or a single OK. */
export function SessionEndedDialog() {
  const { t } = useLingui();
  const modal = useModal();
  const { notice, open, dismiss } = useSessionEndStore();

  const texts = {
    inactivity: t`You were logged out because you were inactive for too long. Please log in again to continue.`,
    sessionLimit: t`Your session time limit was reached, so you have been logged out. You can log in again to start a new session.`,
    freeze: t`Your account is frozen, so you have been logged out. You can log in again when the freeze ends.`,
    generic: t`Your session has ended and you have been logged out.`,
  };
  const text = texts[notice?.text ?? "generic"];

  const actions =
    notice?.actions === "ok" ? (
      <Button onClick={dismiss}>{t`OK`}</Button>
    ) : (
      <>
        <Button variant="secondary" onClick={dismiss}>
          {t`Close`}
        </Button>
        <Button
          onClick={() => {
            dismiss();
            modal.open("login");
          }}
        >
          {t`Log in`}
        </Button>
      </>
    );

  return (
    <Dialog open={open} onClose={dismiss} title={t`Session ended`} size="sm" actions={actions}>
      <Text as="p">{text}</Text>
    </Dialog>
  );
}
