import { useLingui } from "@lingui/react/macro";
import { PageLink } from "@casino/shell";
import { Skeleton, Text } from "@casino/ui-kit";
import { ResultLayout } from "./ResultLayout.tsx";
import * as styles from "./results.css.ts";

export type FailureKind = "deposit-failed" | "deposit-decline" | "deposit-cancel";
/** The method to offer instead; "loading" while the methods load; undefined when there is none. */
export type AlternativeOffer = { name: string; title: string } | "loading" | undefined;

export type FailureViewProps = {
  kind: FailureKind;
  /** The failed method's name from the `method` query parameter (preselected again by Try again). */
  method: string | undefined;
  /** Its title from get-payments when known, else the name. */
  methodTitle: string | undefined;
  /** The text of the error code the outcome carried, if any. */
  error?: { title: string; text: string } | undefined;
  alternative: AlternativeOffer;
};

/**
 * deposit-failed, deposit-decline and deposit-cancel: what happened, Try again, and another method to pay with.
 * The dialog's own close button closes it.
 */
export function FailureView({ kind, method, methodTitle, error, alternative }: FailureViewProps) {
  const { t } = useLingui();
  const heading = { "deposit-failed": t`Deposit failed`, "deposit-decline": t`Deposit declined`, "deposit-cancel": t`Deposit cancelled` }[kind];
  const name = methodTitle ?? method;
  const offered = alternative === "loading" ? undefined : alternative;
  const otherMethod = offered?.title;
  const what = name
    ? {
        "deposit-failed": t`Your payment with ${name} could not be completed.`,
        "deposit-decline": t`Your payment with ${name} was declined.`,
        "deposit-cancel": t`Your payment with ${name} was cancelled. No money was taken.`,
      }[kind]
    : {
        "deposit-failed": t`Your payment could not be completed.`,
        "deposit-decline": t`Your payment was declined.`,
        "deposit-cancel": t`Your payment was cancelled. No money was taken.`,
      }[kind];
  return (
    <ResultLayout
      tone="danger"
      heading={error?.title ?? heading}
      actions={
        <>
          <PageLink page="deposit" search={method ? { method } : {}} className={styles.linkButton}>
            {t`Try again`}
          </PageLink>
          {alternative === "loading" ? <Skeleton shape="rect" width="12rem" height="44px" /> : null}
          {offered ? (
            <PageLink page="deposit" search={{ method: offered.name }} className={styles.linkSecondary}>
              {t`Pay with ${otherMethod}`}
            </PageLink>
          ) : null}
        </>
      }
    >
      <Text as="p">{what}</Text>
      {error ? (
        <Text as="p" tone="secondary">
          {error.text}
        </Text>
      ) : null}
      {offered ? (
        <Text as="p" tone="secondary">
          {t`You can also pay with ${otherMethod}.`}
        </Text>
      ) : null}
    </ResultLayout>
  );
}
