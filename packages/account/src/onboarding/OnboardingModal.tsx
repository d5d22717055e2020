import { useEffect, useRef, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useCurrentUser, usePagePath, useSettings, type ModalComponentProps } from "@casino/shell";
import { ONBOARDING_STEPS } from "./onboarding-steps.ts";
import { markOnboardingSeen } from "./onboarding-store.ts";
import { OnboardingTour } from "./OnboardingTour.tsx";

/**
 * `?modal=onboarding`: the first-login tour. Finishing, skipping or dismissing it any other way (Escape, the close
 * button, the backdrop, following a step's link) remembers it for this player on this device. Skip and Finish lead
 * to the brand's onboardingRedirectOnClose (a page key or a path) when it has one, else close back to the page.
 */
export default function OnboardingModal({ close }: ModalComponentProps) {
  const { brandName, onboardingRedirectOnClose: redirect } = useSettings();
  const redirectPath = usePagePath(redirect);
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [index, setIndex] = useState(0);
  const userId = useRef<number | undefined>(undefined);
  useEffect(() => {
    userId.current = user?.userId;
  }, [user?.userId]);

  // The body unmounts when the dialog closes, however it was closed.
  useEffect(
    () => () => {
      if (userId.current !== undefined) markOnboardingSeen(userId.current);
    },
    [],
  );

  const end = () => {
    if (userId.current !== undefined) markOnboardingSeen(userId.current);
    if (redirect) void navigate({ to: redirect.startsWith("/") ? redirect : redirectPath, replace: true });
    else close();
  };

  return (
    <OnboardingTour steps={ONBOARDING_STEPS} index={index} brandName={brandName} onIndexChange={setIndex} onSkip={end} onFinish={end} />
  );
}
