import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, type DocumentKind } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { getApiClientConfig } from "../../core/config.ts";
import { NetworkError, TimeoutError } from "../../core/errors.ts";
import { TIMEOUT_MS, apiRequest, buildHeaders, buildUrl, readResponse } from "../../core/request.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";

export const KycDocumentSchema = v.object({
  id: v.number(),
  kind: v.picklist(DOCUMENT_KINDS),
  /** requested (the operator asks for it) -> pending (uploaded, in review) -> approved | rejected. */
  status: v.picklist(DOCUMENT_STATUSES),
  /** The name the player's file had; null while only requested. */
  fileName: v.nullable(v.string()),
  mimeType: v.nullable(v.string()),
  size: v.nullable(v.number()),
  /** Why the operator requested or rejected it. */
  reason: v.nullable(v.string()),
  requestedAt: v.nullable(v.string()),
  uploadedAt: v.nullable(v.string()),
  reviewedAt: v.nullable(v.string()),
});
export type KycDocument = v.InferOutput<typeof KycDocumentSchema>;

/** The player's documents, newest first, and the kycStatus they add up to (also on the user, spec §3). */
export const KycDocumentsSchema = v.object({ documents: v.array(KycDocumentSchema), kycStatus: v.string() });
export type KycDocuments = v.InferOutput<typeof KycDocumentsSchema>;
export const KycDocumentsResponseSchema = successEnvelope(KycDocumentsSchema);

export const UploadDocumentResponseSchema = successEnvelope(
  v.object({ document: KycDocumentSchema, kycStatus: v.string() }),
);
export type UploadDocumentResult = v.InferOutput<typeof UploadDocumentResponseSchema>["data"];

/** GET /api/user/get-documents (token required, spec §7). */
export async function getDocuments(options: { signal?: AbortSignal } = {}): Promise<KycDocuments> {
  const { data } = await apiRequest({ path: "/api/user/get-documents", schema: KycDocumentsResponseSchema, ...options });
  return data;
}

export interface UploadDocumentInput {
  kind: DocumentKind;
  /** A File from an input, or a Blob with its name given. */
  file: Blob;
  fileName?: string;
}

/**
 * POST /api/user/upload-document, multipart `kind` + `file`. Check the file first with `checkDocumentFile`
 * from @casino/domain: the server answers the same 400 FILE_TYPE / FILE_TOO_LARGE (and also reads the bytes).
 */
export async function uploadDocument(input: UploadDocumentInput): Promise<UploadDocumentResult> {
  const form = uploadForm(input);
  const { data } = await apiRequest({ method: "POST", path: "/api/user/upload-document", body: form, schema: UploadDocumentResponseSchema });
  return data;
}

function uploadForm({ kind, file, fileName }: UploadDocumentInput): FormData {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", file, fileName ?? (file as File).name ?? "document");
  return form;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadWithProgressOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload and rethrows the signal's reason. */
  signal?: AbortSignal;
  /** Gives up after this long without any progress (default TIMEOUT_MS): a 25 MB file may take longer in all. */
  stallTimeoutMs?: number;
}

const UPLOAD_PATH = "/api/user/upload-document";

/** The part of the browser's XMLHttpRequest used here: typed locally, since Node consumers (the sandbox) have no DOM lib. */
type ProgressEventLike = { lengthComputable: boolean; loaded: number; total: number };
type XhrLike = {
  status: number;
  responseText: string;
  upload: { onprogress: ((event: ProgressEventLike) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
};
const newXhr = (): XhrLike => new (globalThis as unknown as { XMLHttpRequest: new () => XhrLike }).XMLHttpRequest();

/**
 * The same call as `uploadDocument` over XMLHttpRequest, because fetch reports no upload progress. Same URL,
 * headers, 403 handling, errors and schema check as every other call (`buildHeaders`, `readResponse`).
 */
export function uploadDocumentWithProgress(input: UploadDocumentInput, options: UploadWithProgressOptions = {}): Promise<UploadDocumentResult> {
  const { onProgress, signal, stallTimeoutMs = TIMEOUT_MS } = options;
  const config = getApiClientConfig();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const form = uploadForm(input);
    const xhr = newXhr();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, stallTimeoutMs);
    };
    const onAbort = () => xhr.abort();
    const settle = (outcome: () => UploadDocumentResult) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      try {
        resolve(outcome());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.open("POST", buildUrl(config.baseUrl, UPLOAD_PATH, undefined));
    const headers = buildHeaders({ body: form });
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      restartTimer();
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => settle(() => readResponse(UPLOAD_PATH, xhr.status, xhr.responseText, UploadDocumentResponseSchema, headers.has("Authorization")).data);
    xhr.onerror = () => settle(() => {
      throw new NetworkError(UPLOAD_PATH);
    });
    // A network timeout (a proxy, a dead link) ends the request with "timeout", not "error", in Chromium: unhandled,
    // the upload stayed "Uploading" for ever, since abort() on a finished request fires nothing for the stall timer.
    xhr.ontimeout = () => settle(() => {
      throw new TimeoutError(UPLOAD_PATH, stallTimeoutMs);
    });
    xhr.onabort = () => settle(() => {
      if (timedOut) throw new TimeoutError(UPLOAD_PATH, stallTimeoutMs);
      throw signal?.reason ?? new DOMException("The upload was cancelled", "AbortError");
    });
    signal?.addEventListener("abort", onAbort, { once: true });
    restartTimer();
    xhr.send(form);
  });
}

export const kycDocumentsQueryKey = ["kyc", "documents"] as const;

export const kycDocumentsQueryOptions = () =>
  queryOptions({ queryKey: kycDocumentsQueryKey, queryFn: ({ signal }) => getDocuments({ signal }) });

/** An upload changes the list and possibly the player's kycStatus. */
export const uploadDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["kyc", "upload"],
    mutationFn: uploadDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kycDocumentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
      ]),
  });
