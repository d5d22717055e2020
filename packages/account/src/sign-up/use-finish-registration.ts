import { useCallback } from "react";
import { useNavigate } from "@tanstack/react-router";
import { usePagePath, useReturnAfterLogin, useSettings } from "@casino/shell";
import { onboardingModalFor } from "../onboarding/onboarding-modal-for.ts";
import { registrationRedirectTarget } from "./sign-up-rules.ts";

/**
 * Where a finished registration goes: the goToPageAfterRegistration page (by key), else the afterRegistrationRedirect
 * URL (the site or an https site: the URL gate's rule for a link), else the onboarding tour takes the modal's place
 * (a new player's first session), else the modal just closes. A linked-account sign-up always closes its modal,
 * whose close leads to the profile.
 */
export function useFinishRegistration(linkAccount: boolean, close: () => void): (userId: number) => void {
  const { goToPageAfterRegistration, afterRegistrationRedirect } = useSettings();
  const pagePath = usePagePath(goToPageAfterRegistration || "home");
  const navigate = useNavigate();
  const returnAfterLogin = useReturnAfterLogin();
  return useCallback(
    (userId: number) => {
    if (!linkAccount && goToPageAfterRegistration) {
      void navigate({ to: pagePath });
      return;
    }
    const target = linkAccount ? null : registrationRedirectTarget(afterRegistrationRedirect, window.location.origin);
    if (target) window.location.assign(target);
    else if (!linkAccount && onboardingModalFor(userId)) returnAfterLogin(onboardingModalFor(userId));
    else close();
    },
    [linkAccount, goToPageAfterRegistration, afterRegistrationRedirect, pagePath, navigate, close, returnAfterLogin],
  );
}
