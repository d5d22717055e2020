import { lazy, Suspense, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useModalRegistry } from "./modal-context.ts";
import { ModalBoundary } from "./ModalBoundary.tsx";
import { modalNameOf } from "./modal-search.ts";

const ModalDialogHost = lazy(() => import("./ModalDialogHost.tsx"));

/**
 * Renders the registered modal named by `?modal=` over any page; unknown names are ignored. The dialog code loads
 * with the first known `?modal=` and then stays mounted, so exit animations and focus return work as before.
 */
export function ModalHost() {
  const registry = useModalRegistry();
  const name = useRouterState({ select: (state) => modalNameOf(state.location.search as Record<string, unknown>) });
  const [needed, setNeeded] = useState(false);
  if (!needed && name !== undefined && registry.has(name)) setNeeded(true);
  if (!needed) return null;
  return (
    <ModalBoundary>
      <Suspense fallback={null}>
        <ModalDialogHost />
      </Suspense>
    </ModalBoundary>
  );
}
