import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, TransportError, kycDocumentsQueryKey, uploadDocumentWithProgress, userDetailsQueryKey, type UploadProgress } from "@casino/api-client";
import { SIGNATURE_BYTES, checkDocumentFile, type DocumentKind } from "@casino/domain";

export type UploadProblem =
  | { kind: "file"; code: "FILE_TYPE" | "FILE_TOO_LARGE" }
  | { kind: "network" }
  | { kind: "server"; message: string }
  | { kind: "cancelled" };

export type UploadPhase = "idle" | "ready" | "uploading" | "done";

export interface UploadState {
  phase: UploadPhase;
  /** The chosen file: kept after a network failure or a cancel so the player can retry. */
  file: File | null;
  problem: UploadProblem | null;
  /** Bytes sent so far; null until the first progress event (the bar is indeterminate until then). */
  progress: UploadProgress | null;
}

export interface UploadController extends UploadState {
  choose: (file: File) => Promise<void>;
  upload: () => void;
  cancel: () => void;
  clear: () => void;
}

export const IDLE_UPLOAD: UploadState = { phase: "idle", file: null, problem: null, progress: null };

const isFileCode = (code: string): code is "FILE_TYPE" | "FILE_TOO_LARGE" => code === "FILE_TYPE" || code === "FILE_TOO_LARGE";

function problemOf(error: unknown, cancelled: boolean): UploadProblem {
  if (cancelled) return { kind: "cancelled" };
  if (error instanceof ApiError && isFileCode(error.code)) return { kind: "file", code: error.code };
  if (error instanceof ApiError) return { kind: "server", message: error.message };
  if (error instanceof TransportError) return { kind: "network" };
  // An answer that breaks the contract: nothing the player can fix, the UI says "Try again later".
  return { kind: "server", message: "" };
}

/** One card's upload: local checks (spec §5), then the XHR upload with progress, cancel and retry. */
export function useDocumentUpload(kind: DocumentKind): UploadController {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>(IDLE_UPLOAD);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = useCallback(async (file: File) => {
    // Extension and size first, then the first bytes: a renamed .txt is caught before any upload.
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    const problem = checkDocumentFile({ name: file.name, size: file.size, head });
    setState(problem ? { ...IDLE_UPLOAD, problem: { kind: "file", code: problem.code } } : { ...IDLE_UPLOAD, phase: "ready", file });
  }, []);

  const upload = useCallback(() => {
    const file = state.file;
    if (!file || controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: "uploading", file, problem: null, progress: null });
    uploadDocumentWithProgress({ kind, file }, { signal: abort.signal, onProgress: (progress) => setState((s) => ({ ...s, progress })) })
      .then(async () => {
        setState({ ...IDLE_UPLOAD, phase: "done" });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: kycDocumentsQueryKey }),
          queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
        ]);
      })
      .catch((error: unknown) => {
        const problem = problemOf(error, abort.signal.aborted);
        // A file the server refuses cannot be retried; anything else keeps it for another try.
        setState(problem.kind === "file" ? { ...IDLE_UPLOAD, problem } : { phase: "ready", file, problem, progress: null });
      })
      .finally(() => {
        controller.current = null;
      });
  }, [kind, queryClient, state.file]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => setState(IDLE_UPLOAD), []);
  return { ...state, choose, upload, cancel, clear };
}
