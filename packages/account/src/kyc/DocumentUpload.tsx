import type { DocumentKind } from "@casino/domain";
import { DocumentUploadView } from "./DocumentUploadView.tsx";
import { useDocumentUpload } from "./use-document-upload.ts";

/** A card's upload area wired to the upload hook. */
export function DocumentUpload({ kind, kindTitle }: { kind: DocumentKind; kindTitle: string }) {
  const upload = useDocumentUpload(kind);
  return (
    <DocumentUploadView
      kindTitle={kindTitle}
      state={upload}
      onChoose={(file) => void upload.choose(file)}
      onUpload={upload.upload}
      onCancel={upload.cancel}
      onClear={upload.clear}
    />
  );
}
