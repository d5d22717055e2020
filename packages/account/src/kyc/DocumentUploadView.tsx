import { useId, useState, type DragEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Inline, ProgressBar, Stack } from "@casino/ui-kit";
import { FilePreview } from "./FilePreview.tsx";
import type { UploadProblem, UploadState } from "./use-document-upload.ts";
import * as styles from "./DocumentUpload.css.ts";

/** What the file input offers; the real check is checkDocumentFile (a picker's filter is easy to bypass). */
const ACCEPT = ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf";

export type DocumentUploadViewProps = {
  /** The document kind's translated name, for the input's label. */
  kindTitle: string;
  state: UploadState;
  onChoose: (file: File) => void;
  onUpload: () => void;
  onCancel: () => void;
  onClear: () => void;
};

/** Drop zone, file picker, preview, progress and the upload's messages; the hook owns the behaviour. */
export function DocumentUploadView({ kindTitle, state, onChoose, onUpload, onCancel, onClear }: DocumentUploadViewProps) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const uploading = state.phase === "uploading";
  const fileName = state.file?.name ?? "";

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) onChoose(file);
  };

  return (
    <Stack gap="sm">
      <div
        className={styles.dropZone}
        data-dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span>
          <Trans>Drag a file here or</Trans>
        </span>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={ACCEPT}
          aria-label={t`Choose a file: ${kindTitle}`}
          aria-describedby={hintId}
          disabled={uploading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so picking the same file again (after a failure) fires change again.
            event.currentTarget.value = "";
            if (file) onChoose(file);
          }}
        />
        <label htmlFor={inputId} className={styles.pickButton} aria-disabled={uploading}>
          <Trans>Choose file</Trans>
        </label>
        <p id={hintId} className={styles.hint}>
          <Trans>JPG, PNG or PDF, up to 25MB</Trans>
        </p>
      </div>
      <div role="alert">{state.problem ? <ProblemText problem={state.problem} /> : null}</div>
      {state.file ? <FilePreview file={state.file} /> : null}
      {uploading && state.file ? (
        <Inline gap="sm" align="end">
          <div className={styles.progress}>
            <ProgressBar label={t`Uploading ${fileName}`} value={state.progress?.loaded} max={state.progress?.total ?? 100} />
          </div>
          <Button variant="secondary" size="sm" onClick={onCancel}>{t`Cancel upload`}</Button>
        </Inline>
      ) : null}
      {state.phase === "ready" ? (
        <Inline gap="sm">
          <Button onClick={onUpload}>{state.problem?.kind === "network" ? t`Retry upload` : t`Upload document`}</Button>
          <Button variant="ghost" onClick={onClear}>{t`Remove file`}</Button>
        </Inline>
      ) : null}
      <p role="status" className={styles.hint}>
        {state.phase === "done" ? <Trans>Document uploaded. It is now in review.</Trans> : null}
      </p>
    </Stack>
  );
}

function ProblemText({ problem }: { problem: UploadProblem }) {
  const { t } = useLingui();
  const text = {
    file: () => (problem.kind === "file" && problem.code === "FILE_TOO_LARGE" ? t`File size must be less than 25MB` : t`Only jpg, pdf, png accepted`),
    network: () => t`The upload failed. Check your connection and try again.`,
    server: () => (problem.kind === "server" && problem.message !== "" ? problem.message : t`Try again later`),
    cancelled: () => t`Upload cancelled.`,
  }[problem.kind]();
  return <p className={problem.kind === "cancelled" ? styles.hint : styles.problem}>{text}</p>;
}
