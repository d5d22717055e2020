import { useCallback, type ReactNode } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useToast } from "@casino/ui-kit";
import { ErrorBoundary } from "../errors/ErrorBoundary.tsx";
import { reportError } from "../errors/report-error.ts";
import { reloadForStaleChunk } from "../errors/stale-chunk.ts";
import { modalNameOf } from "./modal-search.ts";
import { useModal } from "./use-modal.ts";

/**
 * Around the modal host: a modal that throws (its body, or its code failing to load) closes with a toast and the page
 * stays; the next `?modal=` opens afresh. A modal whose chunk is gone after a deploy reloads the site once first.
 */
export function ModalBoundary({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const toast = useToast();
  const { close } = useModal();
  const name = useRouterState({ select: (state) => modalNameOf(state.location.search as Record<string, unknown>) });
  const onError = useCallback(
    (error: unknown) => {
      reportError(error, { area: "modal", ...(name ? { name } : {}) });
      if (reloadForStaleChunk(error)) return;
      toast.show({ tone: "danger", title: t`This window could not open`, description: t`Something went wrong. Please try again later.` });
      close();
    },
    [name, toast, close, t],
  );
  return (
    <ErrorBoundary resetKey={name} onError={onError}>
      {children}
    </ErrorBoundary>
  );
}
