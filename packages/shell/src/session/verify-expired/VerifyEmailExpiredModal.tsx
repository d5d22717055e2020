import { useRef } from "react";
import { useMutation } from "@tanstack/react-query";
import { hasRealEmail, sendVerificationEmailMutationOptions } from "@casino/api-client";
import type { ModalComponentProps } from "../../modals/modal-registry.ts";
import { useModal } from "../../modals/use-modal.ts";
import { useCurrentUser, useSession } from "../use-session.ts";
import { resendFailureOf } from "./resend-failure.ts";
import { VerifyEmailExpiredView, type VerifyExpiredState } from "./VerifyEmailExpiredView.tsx";

/**
 * `?modal=verify-email-expired`: says the link expired and sends a new one (send-verification-email needs the
 * session). A guest logs in first: the login modal opens over this one and closing it (a login) comes back here.
 */
export default function VerifyEmailExpiredModal({ close }: ModalComponentProps) {
  const { isAuthenticated } = useSession();
  const user = useCurrentUser();
  const { open } = useModal();
  const resend = useMutation(sendVerificationEmailMutationOptions());
  // The send in flight, known at once: isPending only reaches the render after the mutation's notification (a task
  // later), so a second click before it would send a second e-mail.
  const sending = useRef(false);

  let state: VerifyExpiredState;
  const email = user.data && hasRealEmail(user.data.email) ? user.data.email : "";
  if (!isAuthenticated) state = { kind: "guest" };
  else if (!user.data && !user.isError) state = { kind: "loading" };
  else if (resend.isPending) state = { kind: "sending", email };
  else if (resend.isSuccess) state = { kind: "sent", email };
  else if (resend.isError) state = { kind: "failed", email, failure: resendFailureOf(resend.error) };
  else if (user.data?.isEmailVerified) state = { kind: "failed", email, failure: "already-verified" };
  else if (user.data && !email) state = { kind: "failed", email, failure: "no-email" };
  else state = { kind: "idle", email };

  return (
    <VerifyEmailExpiredView
      state={state}
      onResend={() => {
        if (sending.current) return;
        sending.current = true;
        resend.mutate(
          { redirectBase: window.location.origin },
          {
            onSettled: () => {
              sending.current = false;
            },
          },
        );
      }}
      onLogin={() => open("login")}
      onClose={close}
    />
  );
}
