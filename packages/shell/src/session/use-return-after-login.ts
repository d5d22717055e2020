import { useCallback } from "react";
import { useRouter } from "@tanstack/react-router";
import { useModal } from "../modals/use-modal.ts";
import { safeRedirectPath } from "./auth-landing.ts";

/**
 * For the login form: after a successful login, go back to where the expired session left the player
 * (`?redirect=`), else just close the modal.
 */
export function useReturnAfterLogin(): () => void {
  const router = useRouter();
  const { close } = useModal();
  return useCallback(() => {
    const search = router.state.location.search as Record<string, unknown>;
    const target = safeRedirectPath(typeof search["redirect"] === "string" ? search["redirect"] : undefined);
    if (target) void router.navigate({ href: target, replace: true });
    else close();
  }, [router, close]);
}
