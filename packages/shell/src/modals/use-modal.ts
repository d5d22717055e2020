import { useCallback, useMemo } from "react";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useModalRegistry } from "./modal-context.ts";
import { MODAL_HISTORY_KEY, MODAL_PARAM, modalNameOf, withoutModal } from "./modal-search.ts";

export type ModalApi = {
  /**
   * Shallow navigation (spec §2) that pushes a history entry: the Back button closes the modal again. Shallow: the
   * page under it keeps its scroll position (the router would scroll a new entry to the top).
   */
  open: (name: string, params?: Readonly<Record<string, string>>) => void;
  /** Removes `?modal=` and the modal's own parameters; other search parameters stay. */
  close: () => void;
};

export function useModal(): ModalApi {
  const router = useRouter();
  const navigate = useNavigate();
  const registry = useModalRegistry();

  const open = useCallback(
    (name: string, params: Readonly<Record<string, string>> = {}) =>
      void navigate({
        to: ".",
        search: (prev: Record<string, unknown>) => ({ ...prev, ...params, [MODAL_PARAM]: name }),
        state: (prev) => ({ ...prev, [MODAL_HISTORY_KEY]: name }) as typeof prev,
        resetScroll: false,
      }),
    [navigate],
  );

  const close = useCallback(() => {
    const { search, state } = router.state.location;
    const name = modalNameOf(search);
    if (!name) return;
    // Opened in the app: step back so Forward reopens it and Back does not bring it back.
    if ((state as unknown as Record<string, unknown>)[MODAL_HISTORY_KEY] === name) {
      router.history.back();
      return;
    }
    void navigate({
      to: ".",
      search: (prev: Record<string, unknown>) => withoutModal(prev, registry.get(name)?.params),
      replace: true,
      resetScroll: false,
    });
  }, [router, navigate, registry]);

  return useMemo(() => ({ open, close }), [open, close]);
}
