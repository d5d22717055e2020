import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import { LoadError, useCurrentUser, useDocumentTitle, useModal, useSession } from "@casino/shell";
import { Button, Surface, Text } from "@casino/ui-kit";
import { WithdrawContent } from "./WithdrawContent.tsx";
import { WithdrawSkeleton } from "./WithdrawSkeleton.tsx";
import * as styles from "./WithdrawPage.css.ts";

/** /withdraw (spec §2, issue 7 item 5): conditions, method, form, quote, confirm, and the player's withdrawals. */
export function WithdrawPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Withdraw`);
  const { isAuthenticated } = useSession();
  const user = useCurrentUser();
  const { open } = useModal();
  // A guest gets the login form over this page; once logged in the page shows the cashier here (as /play does).
  useEffect(() => {
    if (!isAuthenticated) open("login");
  }, [isAuthenticated, open]);

  let body;
  if (!isAuthenticated) {
    body = (
      <Surface padding="md">
        <Text as="p">{t`Log in to withdraw your winnings.`}</Text>
        <div className={styles.actions}>
          <Button type="button" onClick={() => open("login")}>{t`Log in`}</Button>
        </div>
      </Surface>
    );
  } else if (user.data) body = <WithdrawContent user={user.data} />;
  else if (user.isError) body = <LoadError error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  else body = <WithdrawSkeleton />;

  return (
    <div className={styles.page}>
      <Text as="h1" size="xxl" font="heading" weight="heading">{t`Withdraw`}</Text>
      {body}
    </div>
  );
}
