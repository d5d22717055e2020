import { useEffect, useState } from "react";
import { Plural, useLingui } from "@lingui/react/macro";
import { useEndSessionWithNotice } from "@casino/shell";
import { Button, Dialog, Text } from "@casino/ui-kit";
import { minutesLeft, sessionWarningAt } from "./session-times.ts";
import { useDue } from "./use-due.ts";

/**
 * Issue 27 point 2: a few minutes before the session time limit ends the session, a warning (an alertdialog: read out
 * as it opens); at the end the session ends here too, with the notice saying the limit was reached (the server ends it
 * by the same rule, and its socket event closes open games).
 */
export function SessionLimitWarning({ endsAt }: { endsAt: number | null }) {
  const warned = useDue(sessionWarningAt(endsAt));
  const ended = useDue(endsAt);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const endSession = useEndSessionWithNotice();
  useEffect(() => {
    if (ended) endSession("SESSION_EXPIRED", "sessionLimit");
  }, [ended, endSession]);
  if (endsAt === null) return null;
  const open = warned && !ended && dismissed !== endsAt;
  // Mounted afresh when it opens, so its count starts from the moment it opens, not from when the page loaded.
  return <SessionLimitWarningDialog key={String(open)} open={open} endsAt={endsAt} onClose={() => setDismissed(endsAt)} />;
}

/** The warning itself: how many minutes are left and at what time the session ends. */
export function SessionLimitWarningDialog({ open, endsAt, onClose }: { open: boolean; endsAt: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [open]);
  const minutes = minutesLeft(endsAt, now);
  const at = new Intl.DateTimeFormat(i18n.locale, { hour: "numeric", minute: "2-digit" }).format(new Date(endsAt));
  return (
    <Dialog open={open} onClose={onClose} title={t`Your session time limit is nearly reached`} size="sm" actions={<Button onClick={onClose}>{t`OK`}</Button>} alert>
      <Text as="p">
        <Plural
          value={minutes}
          one={`Your session ends in # minute, at ${at}, and you will be logged out. Finish your game now.`}
          other={`Your session ends in # minutes, at ${at}, and you will be logged out. Finish your game now.`}
        />
      </Text>
    </Dialog>
  );
}
