import { useEffect } from "react";
import { SessionEndedDialog } from "./SessionEndedDialog.tsx";
import { useSessionEndStore } from "./session-end-store.ts";

/** Spec §4 session-ended notice: a stored reason and time open the dialog once. */
export function SessionEndedNotice() {
  const consume = useSessionEndStore((state) => state.consume);
  const hasNotice = useSessionEndStore((state) => state.notice !== null);
  useEffect(() => {
    consume();
  }, [consume]);
  return hasNotice ? <SessionEndedDialog /> : null;
}
