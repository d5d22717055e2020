import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { KycDocument } from "@casino/api-client";
import { DocumentHistory, DocumentLine } from "./DocumentHistory.tsx";
import type { KindView } from "./kyc-view-model.ts";
import { DocumentStatusBadge } from "./StatusBadge.tsx";
import { useKycMessages } from "./use-kyc-messages.ts";
import * as styles from "./Kyc.css.ts";

export type DocumentCardProps = {
  view: KindView;
  /** The upload area; left out while the latest document is in review (one review at a time per kind). */
  upload: ReactNode;
};

/** One document kind: what it must show, its status (with the reviewer's reason), the latest upload and the history. */
export function DocumentCard({ view, upload }: DocumentCardProps) {
  const messages = useKycMessages();
  const { kind, latest, history } = view;
  const titleId = `kyc-${kind}-title`;
  return (
    <li className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.heading}>
          {messages.kindTitle(kind)}
        </h2>
        {latest ? <DocumentStatusBadge status={latest.status} /> : null}
      </div>
      <p className={styles.text}>{messages.kindDescription(kind)}</p>
      {kind === "card_verification" ? (
        <p className={styles.text}>
          <Trans>
            The image must show the cardholder name and the first and last four digits of the card number. Cover the other
            digits.
          </Trans>
        </p>
      ) : null}
      {latest ? <LatestDocument document={latest} /> : <p className={styles.text}><Trans>Nothing uploaded yet.</Trans></p>}
      {latest?.status === "pending" ? null : upload}
      <DocumentHistory documents={history} />
    </li>
  );
}

function LatestDocument({ document }: { document: KycDocument }) {
  const { t } = useLingui();
  const reason = document.reason;
  return (
    <>
      {document.status === "requested" ? (
        <p className={styles.text}>{reason ? t`We asked for this document: ${reason}` : t`We asked for this document.`}</p>
      ) : (
        <DocumentLine document={document} />
      )}
      {document.status === "rejected" ? (
        <p className={styles.reason}>{reason ? t`Rejected: ${reason}` : t`Rejected. Please upload a new document.`}</p>
      ) : null}
    </>
  );
}
