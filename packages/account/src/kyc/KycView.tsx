import type { ReactNode } from "react";
import type { DocumentKind } from "@casino/domain";
import { DocumentCard } from "./DocumentCard.tsx";
import { DocumentUpload } from "./DocumentUpload.tsx";
import { KycDepositLock, KycDiscrepancyNotice, KycStatusSummary } from "./KycNotices.tsx";
import type { KycViewData } from "./kyc-view-model.ts";
import { useKycMessages } from "./use-kyc-messages.ts";
import * as styles from "./Kyc.css.ts";

export type KycViewProps = {
  data: KycViewData;
  onRefresh: () => void;
  refreshing?: boolean;
  /** The upload area of a card; stories may put a fixed state here. */
  renderUpload?: (kind: DocumentKind, kindTitle: string) => ReactNode;
};

const defaultUpload = (kind: DocumentKind, kindTitle: string) => <DocumentUpload kind={kind} kindTitle={kindTitle} />;

/** The loaded verification page: status, notices, and one card per document kind (or the before-deposit lock). */
export function KycView({ data, onRefresh, refreshing = false, renderUpload = defaultUpload }: KycViewProps) {
  const messages = useKycMessages();
  return (
    <>
      <KycStatusSummary status={data.status} anyPending={data.anyPending} reviewHours={data.reviewHours} />
      {data.discrepancy ? <KycDiscrepancyNotice onRefresh={onRefresh} refreshing={refreshing} /> : null}
      {data.access === "after-first-deposit" ? (
        <KycDepositLock />
      ) : (
        <ul className={styles.cards}>
          {data.kinds.map((view) => (
            <DocumentCard key={view.kind} view={view} upload={renderUpload(view.kind, messages.kindTitle(view.kind))} />
          ))}
        </ul>
      )}
    </>
  );
}
