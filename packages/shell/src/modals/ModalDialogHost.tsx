import { Suspense, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { Dialog, Skeleton } from "@casino/ui-kit";
import { useModalRegistry } from "./modal-context.ts";
import type { ModalDefinition } from "./modal-registry.ts";
import { modalNameOf, modalParams } from "./modal-search.ts";
import { useModal } from "./use-modal.ts";

type Shown = { definition: ModalDefinition; params: Readonly<Record<string, string>> };

/** The dialog of the modal host, loaded with the first `?modal=` so the initial JavaScript carries no dialog code. */
export default function ModalDialogHost() {
  const { i18n } = useLingui();
  const registry = useModalRegistry();
  const { close } = useModal();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const name = modalNameOf(search);
  const definition = name === undefined ? undefined : registry.get(name);
  const params = JSON.stringify(modalParams(search));

  // The last modal stays rendered while the dialog plays its exit animation after the parameter is gone.
  const [shown, setShown] = useState<Shown | null>(null);
  if (definition && (shown?.definition !== definition || JSON.stringify(shown.params) !== params)) {
    setShown({ definition, params: JSON.parse(params) as Record<string, string> });
  }
  if (!shown) return null;

  const { definition: current, params: currentParams } = shown;
  const Body = current.component;
  const title = typeof current.title === "function" ? current.title(currentParams) : (current.title ?? current.name);
  return (
    <Dialog
      open={definition !== undefined}
      onClose={close}
      title={typeof title === "string" ? title : i18n._(title)}
      size={current.size ?? "md"}
      disableBackdropClose={current.disableBackdropClose ?? false}
    >
      <Suspense fallback={<Skeleton lines={3} />}>
        <Body name={current.name} params={currentParams} close={close} />
      </Suspense>
    </Dialog>
  );
}
