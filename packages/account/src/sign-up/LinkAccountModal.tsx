import { useEffect, useRef } from "react";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { MODAL_PARAM, useModal, usePagePath, type ModalComponentProps } from "@casino/shell";
import { SignUpFlow } from "./SignUpFlow.tsx";

export const LINK_ACCOUNT_MODAL = "link-account";

/**
 * Goes to the edit-profile page once `?modal=<name>` is gone, whichever way it went (close button, Escape, backdrop,
 * Back, the end of the sign-up). The body stays rendered through the dialog's exit, so it sees the URL change;
 * another modal taking its place is not a close.
 */
function useEditProfileOnClose(name: string) {
  const editProfile = usePagePath("editProfile");
  const navigate = useNavigate();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const current = search[MODAL_PARAM];
  const wasOpen = useRef(false);
  useEffect(() => {
    if (current === name) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current || current !== undefined) return;
    wasOpen.current = false;
    void navigate({ to: editProfile });
  }, [current, name, editProfile, navigate]);
}

/** `?modal=link-account`: the sign-up form sending linkAccount: true; closing it leads to the edit-profile page. */
export default function LinkAccountModal({ name, close }: ModalComponentProps) {
  useEditProfileOnClose(name);
  const { open } = useModal();
  return <SignUpFlow linkAccount onLogin={() => open("login")} onDone={close} />;
}
