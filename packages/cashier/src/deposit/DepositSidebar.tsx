import { useLingui } from "@lingui/react/macro";
import { ModalLink, PageLink, useSession, type ModalComponentProps } from "@casino/shell";
import { Text } from "@casino/ui-kit";
import { DepositFlow } from "./DepositFlow.tsx";
import * as styles from "./DepositSidebar.css.ts";

/**
 * `?modal=deposit`: the deposit form in a side sheet over the current page (popupDepositFormAsSidebar; the
 * header's Deposit opens it). The same flow as /deposit, so both behave alike.
 */
export default function DepositSidebar(_props: ModalComponentProps) {
  const { t } = useLingui();
  const { isAuthenticated } = useSession();
  return (
    <div className={styles.sheetBody}>
      {isAuthenticated ? (
        <>
          <DepositFlow />
          <PageLink page="deposit">{t`Open the cashier page`}</PageLink>
        </>
      ) : (
        <>
          <Text as="p">{t`Log in to make a deposit.`}</Text>
          <ModalLink modal="login">{t`Log in`}</ModalLink>
        </>
      )}
    </div>
  );
}
