import { useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { Button, Dialog, Text } from "@casino/ui-kit";
import { useAccountSwitchStore } from "./account-switch-store.ts";
import { clearPlayerQueries } from "./player-queries.ts";
import { useSessionStore } from "./session-store.ts";

/**
 * A link with another account's `at` arrived while this player was logged in: nothing changed yet. They keep
 * their account (Escape and the backdrop too) or switch to the link's, which only then becomes the session.
 */
export function AccountSwitchOffer() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const offered = useAccountSwitchStore((state) => state.offered);
  const dismiss = useAccountSwitchStore((state) => state.dismiss);
  if (offered === null) return null;

  const switchAccount = () => {
    useSessionStore.getState().setToken(offered);
    clearPlayerQueries(queryClient);
    dismiss();
  };
  const actions = (
    <>
      <Button variant="secondary" onClick={dismiss}>{t`Keep my account`}</Button>
      <Button onClick={switchAccount}>{t`Switch account`}</Button>
    </>
  );
  return (
    <Dialog open onClose={dismiss} title={t`Switch account?`} size="sm" actions={actions}>
      <Text as="p">
        {t`The link you opened logs in to another account. You are still logged in to yours: switch only if you trust the link and meant to use that account.`}
      </Text>
    </Dialog>
  );
}
