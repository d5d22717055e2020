import { Trans, useLingui } from "@lingui/react/macro";
import type { KycDocument } from "@casino/api-client";
import { formatDocumentDate, formatFileSize } from "./format-file.ts";
import { DocumentStatusBadge } from "./StatusBadge.tsx";
import * as styles from "./Kyc.css.ts";

/** File name, size and upload date of one document. */
export function DocumentLine({ document }: { document: KycDocument }) {
  const { i18n } = useLingui();
  const uploaded = document.uploadedAt ? formatDocumentDate(document.uploadedAt, i18n) : null;
  return (
    <p className={styles.meta}>
      <span className={styles.fileName}>{document.fileName}</span>
      {document.size !== null ? <span>{formatFileSize(document.size, i18n)}</span> : null}
      {uploaded ? (
        <span>
          <Trans>uploaded {uploaded}</Trans>
        </span>
      ) : null}
    </p>
  );
}

/** The older documents of a kind, folded away (newest first). */
export function DocumentHistory({ documents }: { documents: readonly KycDocument[] }) {
  const { t } = useLingui();
  const count = documents.length;
  if (count === 0) return null;
  return (
    <details>
      <summary className={styles.summary}>{t`Earlier uploads (${count})`}</summary>
      <ul className={styles.historyList}>
        {documents.map((document) => (
          <li key={document.id}>
            <DocumentStatusBadge status={document.status} />
            <DocumentLine document={document} />
            {document.status === "rejected" && document.reason ? <p className={styles.reason}>{document.reason}</p> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
