import { useLingui } from "@lingui/react/macro";
import { Button, Dialog, Text } from "@casino/ui-kit";
import { useModal } from "../../modals/use-modal.ts";
import { useSessionEndStore } from "./session-end-store.ts";

/** Spec §2/§4 session-ended dialog: log in and close, or a single OK. */
export function SessionEndedDialog() {
  const { t } = useLingui();
  const modal = useModal();
  const { notice, open, dismiss } = useSessionEndStore();

  const text =
    notice?.text === "inactivity"
      ? t`You were logged out because you were inactive for too long. Please log in again to continue.`
      : t`Your session has ended and you have been logged out.`;

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
