import { useEffect, useState } from "react";
import { Plural, useLingui } from "@lingui/react/macro";
import { Button, Dialog, Text } from "@casino/ui-kit";
import { useSession } from "../../session/use-session.ts";
import { shareActivity, useInactivityWarning } from "./activity-store.ts";

/** The seconds left before `endsAt`, ticking each second. */
function useSecondsLeft(endsAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * WCAG 2.2.1 timing adjustable: a minute before the inactivity timeout, the time left with Stay logged in and Log out.
 * An alertdialog: a screen reader reads its text as it opens. Escape or the close button is a Stay logged in too: the
 * player is there. Stay logged in in any tab closes it in every tab.
 */
export function InactivityWarningDialog() {
  const endsAt = useInactivityWarning((state) => state.endsAt);
  // Kept after the warning closes so the exit animation still shows the last text.
  const [shownEnd, setShownEnd] = useState(endsAt);
  if (endsAt !== null && endsAt !== shownEnd) setShownEnd(endsAt);
  if (shownEnd === null) return null;
  return <WarningDialog open={endsAt !== null} endsAt={shownEnd} />;
}

function WarningDialog({ open, endsAt }: { open: boolean; endsAt: number }) {
  const { t } = useLingui();
  const { signOut } = useSession();
  const seconds = useSecondsLeft(endsAt);
  const stay = () => shareActivity();
  const actions = (
    <>
      <Button variant="secondary" onClick={() => void signOut("USER_INITIATED")}>
        {t`Log out`}
      </Button>
      <Button onClick={stay}>{t`Stay logged in`}</Button>
    </>
  );
  return (
    <Dialog open={open} onClose={stay} title={t`Are you still there?`} size="sm" actions={actions} alert>
      <Text as="p">
        <Plural
          value={seconds}
          one="For your security you will be logged out in # second because you have been inactive."
          other="For your security you will be logged out in # seconds because you have been inactive."
        />
      </Text>
    </Dialog>
  );
}
