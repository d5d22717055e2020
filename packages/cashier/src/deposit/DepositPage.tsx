import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import { ModalLink, useDocumentTitle, useModal, useSession } from "@casino/shell";
import { Stack, Text } from "@casino/ui-kit";
import { DepositFlow } from "./DepositFlow.tsx";
import * as styles from "./DepositPage.css.ts";

/**
 * /deposit (page key `deposit`). A guest gets the login form over this page and, once logged in, stays here with
 * the form (the login modal only closes); closing it without logging in leaves a short explanation with a link.
 */
export function DepositPage() {
  const { t } = useLingui();
  const { isAuthenticated } = useSession();
  const { open } = useModal();
  useDocumentTitle(t`Deposit`);
  useEffect(() => {
    if (!isAuthenticated) open("login");
  }, [isAuthenticated, open]);

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t`Deposit`}</h1>
      {isAuthenticated ? (
        <DepositFlow />
      ) : (
        <Stack gap="sm" align="start">
          <Text as="p">{t`Log in to make a deposit.`}</Text>
          <ModalLink modal="login">{t`Log in`}</ModalLink>
        </Stack>
      )}
    </section>
  );
}
