import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { signUpMutationOptions, type SignUpResult } from "@casino/api-client";
import type { SignUpValues } from "@casino/domain";
import { forgetReferralCode, track, useSession, useSettings } from "@casino/shell";
import { toSignUpError, type SignUpServerError } from "./sign-up-error.ts";
import { buildSignUpPayload } from "./sign-up-payload.ts";
import { useSignUpContext } from "./use-sign-up-context.ts";

export type SignUpOutcome = { result: SignUpResult; signedIn: boolean };

/**
 * Sends a sign-up. On success: the registration event is tracked and, unless holdUserOnRegistration is set, the
 * player is signed in with the new token. On failure the mapped error is kept for the form (which keeps its values).
 */
export function useSignUpSubmit(options: { linkAccount: boolean; onCreated: (outcome: SignUpOutcome) => void; onRestricted: () => void }) {
  const { holdUserOnRegistration } = useSettings();
  const { signIn } = useSession();
  const context = useSignUpContext(options.linkAccount);
  const mutation = useMutation(signUpMutationOptions());
  const [serverError, setServerError] = useState<SignUpServerError | null>(null);

  const submit = async (values: SignUpValues) => {
    if (mutation.isPending) return;
    setServerError(null);
    let result: SignUpResult;
    try {
      result = await mutation.mutateAsync(buildSignUpPayload(values, context()));
    } catch (error) {
      const mapped = toSignUpError(error);
      // The link's code is dropped, so pressing Create account again signs up without it.
      if (mapped.kind === "server" && mapped.code === "REFERRAL_NOT_FOUND") forgetReferralCode();
      if (mapped.kind === "restricted") options.onRestricted();
      else setServerError(mapped);
      return;
    }
    forgetReferralCode();
    track({ type: "registration", finished: true });
    if (!holdUserOnRegistration) signIn(result.accessToken);
    options.onCreated({ result, signedIn: !holdUserOnRegistration });
  };

  return { submit, serverError, pending: mutation.isPending };
}
