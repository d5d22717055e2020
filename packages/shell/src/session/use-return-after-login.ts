import { useCallback } from "react";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useModalRegistry } from "../modals/modal-context.ts";
import { MODAL_PARAM, modalNameOf, withoutModal } from "../modals/modal-search.ts";
import { useModal } from "../modals/use-modal.ts";
import { safeRedirectPath } from "./auth-landing.ts";

/**
 * For the login and sign-up forms: after success, go back to where the expired session left the player
 * (`?redirect=`); else, with `next`, swap the login modal for that modal (the onboarding tour on a first login,
 * replacing the entry so Back does not bring the login form back); else just close the modal.
 */
export function useReturnAfterLogin(): (next?: string | null) => void {
  const router = useRouter();
  const navigate = useNavigate();
  const { close } = useModal();
  const registry = useModalRegistry();
  return useCallback(
    (next?: string | null) => {
      const search = router.state.location.search as Record<string, unknown>;
      const target = safeRedirectPath(typeof search["redirect"] === "string" ? search["redirect"] : undefined);
      if (target) void router.navigate({ href: target, replace: true });
      else if (next) {
        const owned = registry.get(modalNameOf(search) ?? "")?.params;
        void navigate({ to: ".", search: { ...withoutModal(search, owned), [MODAL_PARAM]: next }, replace: true });
      } else close();
    },
    [router, navigate, close, registry],
  );
}
