import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { formatFileSize, isPdf } from "./format-file.ts";
import * as styles from "./DocumentUpload.css.ts";

/** The chosen file before it is sent: an image thumbnail (object URL, revoked when gone) or a PDF icon. */
export function FilePreview({ file }: { file: File }) {
  const { t, i18n } = useLingui();
  const pdf = isPdf(file);
  const fileName = file.name;
  const image = useRef<HTMLImageElement>(null);
  // The object URL lives exactly as long as this file is shown: set on the element, revoked on change or unmount.
  useEffect(() => {
    if (pdf || !image.current) return undefined;
    const objectUrl = URL.createObjectURL(file);
    image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, pdf]);
  return (
    <figure className={styles.preview}>
      {pdf ? (
        <PdfIcon />
      ) : (
        <img ref={image} className={styles.thumbnail} alt={t`Preview of ${fileName}`} />
      )}
      <figcaption className={styles.previewCaption}>
        <span className={styles.fileName}>{file.name}</span>
        <span>{formatFileSize(file.size, i18n)}</span>
      </figcaption>
    </figure>
  );
}

function PdfIcon() {
  const { t } = useLingui();
  return (
    <svg className={styles.pdfIcon} viewBox="0 0 48 56" role="img" aria-label={t`PDF document`}>
      <path d="M4 2h28l12 12v40H4z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <path d="M32 2v12h12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <text x="24" y="42" textAnchor="middle" fontSize="12" fontWeight="700" fill="currentColor">
        PDF
      </text>
    </svg>
  );
}
