import { lazy, Suspense, useEffect, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { loginMutationOptions, type LoginResult } from "@casino/api-client";
import { useReturnAfterLogin, useSession, useSettings, type ModalComponentProps } from "@casino/shell";
import { Skeleton, Stack, useToast } from "@casino/ui-kit";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { onboardingModalFor } from "../onboarding/onboarding-modal-for.ts";
import { checkEmailOnLogin } from "./email-gate.ts";
import { toLoginError, type LoginServerError } from "./login-error.ts";
import { buildLoginPayload } from "./login-payload.ts";
import type { LoginValues } from "./login-schema.ts";
import { preloadRecaptcha, recaptchaToken } from "./recaptcha.ts";

type View = "login" | "forgot-password" | "sign-up";

const SignUpView = lazy(() => import("../sign-up/SignUpView.tsx"));

/** `?modal=login`: the login form, its forgotten-password form and the sign-up form (`tab=sign-up`, own chunk). */
export default function LoginModal({ params }: ModalComponentProps) {
  const { t, i18n } = useLingui();
  const [view, setView] = useState<View>(params["tab"] === "sign-up" ? "sign-up" : "login");
  const [email, setEmail] = useState("");
  const [gateError, setGateError] = useState<LoginServerError | null>(null);
  const { signIn, signOut } = useSession();
  const { reCaptchaSiteKey, verifyEmailStatusOnLogin } = useSettings();
  const queryClient = useQueryClient();
  const returnAfterLogin = useReturnAfterLogin();
  const toast = useToast();
  const login = useMutation(loginMutationOptions());
  useEffect(() => preloadRecaptcha(reCaptchaSiteKey), [reCaptchaSiteKey]);

  const showLastLogin = (lastLogin: LoginResult["lastLogin"]) => {
    if (!lastLogin) return;
    const time = i18n.date(new Date(lastLogin.created_at), { dateStyle: "medium", timeStyle: "short" });
    const { ip, location } = lastLogin;
    toast.show({ tone: "info", title: t`Welcome back`, description: t`Last login: ${time}, IP ${ip}, ${location}` });
  };

  const passesEmailGate = async () => {
    const gate = await checkEmailOnLogin(queryClient, signOut).catch(async () => {
      await signOut();
      return null;
    });
    if (gate?.passed) return true;
    setGateError(gate ? { kind: "email-not-verified", linkSent: gate.linkSent } : { kind: "unavailable" });
    return false;
  };

  const onSubmit = async (values: LoginValues) => {
    setEmail(values.email);
    setGateError(null);
    const captcha = await recaptchaToken(reCaptchaSiteKey, "login");
    const payload = { ...buildLoginPayload(values), ...(captcha ? { recaptchaToken: captcha } : {}) };
    const result = await login.mutateAsync(payload).catch(() => null);
    if (!result) return;
    signIn(result.accessToken);
    if (verifyEmailStatusOnLogin && !(await passesEmailGate())) return;
    showLastLogin(result.lastLogin);
    // The first login (no earlier one on record) goes on to the onboarding tour, unless done on this device.
    returnAfterLogin(result.lastLogin ? null : onboardingModalFor(result.userId));
  };

  if (view === "forgot-password") return <ForgotPasswordForm defaultEmail={email} onBack={() => setView("login")} />;
  if (view === "sign-up") {
    return (
      <Suspense
        fallback={
          <Stack gap="md">
            <Skeleton shape="rect" height="2.75rem" />
            <Skeleton shape="rect" height="2.75rem" />
            <Skeleton shape="rect" height="2.75rem" />
          </Stack>
        }
      >
        <SignUpView onLogin={() => setView("login")} />
      </Suspense>
    );
  }
  return (
    <LoginForm
      onSubmit={onSubmit}
      pending={login.isPending}
      serverError={gateError ?? (login.isError ? toLoginError(login.error) : null)}
      defaultValues={{ email }}
      onForgotPassword={() => setView("forgot-password")}
      onSignUp={() => setView("sign-up")}
    />
  );
}
