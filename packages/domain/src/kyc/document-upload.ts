/** Spec §9 documents: identity proof, proof of address, bank statement; card verification (spec §5 upload). */
export const DOCUMENT_KINDS = ["identity_proof", "proof_of_address", "bank_statement", "card_verification"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Spec §5/§9: jpg, jpeg, png, pdf up to 25MB. */
export const DOCUMENT_EXTENSIONS = ["jpg", "jpeg", "png", "pdf"] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

export const FILE_TYPE_MESSAGE = "Only jpg, pdf, png accepted";
export const FILE_TOO_LARGE_MESSAGE = "File size must be less than 25MB";

export type DocumentFormat = "jpeg" | "png" | "pdf";
const formatOfExtension: Record<DocumentExtension, DocumentFormat> = { jpg: "jpeg", jpeg: "jpeg", png: "png", pdf: "pdf" };
export const MIME_TYPES: Record<DocumentFormat, string> = { jpeg: "image/jpeg", png: "image/png", pdf: "application/pdf" };

const signatures: ReadonlyArray<[DocumentFormat, readonly number[]]> = [
  ["jpeg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // "%PDF-"
];
/** Bytes of the file's head that `formatOfContent` needs. */
export const SIGNATURE_BYTES = 8;

export function extensionOf(fileName: string): DocumentExtension | undefined {
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext ?? "") ? (ext as DocumentExtension) : undefined;
}

/** The format the file's first bytes (magic numbers) say it is. */
export function formatOfContent(head: Uint8Array): DocumentFormat | undefined {
  return signatures.find(([, bytes]) => bytes.every((byte, i) => head[i] === byte))?.[0];
}

export interface DocumentFileCheck {
  name: string;
  size: number;
  /** The file's first bytes; left out, only name and size are checked (a browser before reading the file). */
  head?: Uint8Array;
}

export type DocumentFileProblem = { code: "FILE_TYPE"; message: string } | { code: "FILE_TOO_LARGE"; message: string };

/** null when the file may be uploaded; the extension and, given the head, the content must both be jpg/png/pdf and agree. */
export function checkDocumentFile({ name, size, head }: DocumentFileCheck): DocumentFileProblem | null {
  const ext = extensionOf(name);
  if (!ext) return { code: "FILE_TYPE", message: FILE_TYPE_MESSAGE };
  if (head !== undefined && formatOfContent(head) !== formatOfExtension[ext]) return { code: "FILE_TYPE", message: FILE_TYPE_MESSAGE };
  if (size > DOCUMENT_MAX_BYTES) return { code: "FILE_TOO_LARGE", message: FILE_TOO_LARGE_MESSAGE };
  return null;
}
