import { lazy, Suspense, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { loginMutationOptions, type LoginResult } from "@casino/api-client";
import { useReturnAfterLogin, useSession, type ModalComponentProps } from "@casino/shell";
import { Skeleton, Stack, useToast } from "@casino/ui-kit";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { toLoginError } from "./login-error.ts";
import { buildLoginPayload } from "./login-payload.ts";
import type { LoginValues } from "./login-schema.ts";

type View = "login" | "forgot-password" | "sign-up";

const SignUpView = lazy(() => import("../sign-up/SignUpView.tsx"));

/** `?modal=login`: the login form, its forgotten-password form and the sign-up form (`tab=sign-up`, own chunk). */
export default function LoginModal({ params }: ModalComponentProps) {
  const { t, i18n } = useLingui();
  const [view, setView] = useState<View>(params["tab"] === "sign-up" ? "sign-up" : "login");
  const [email, setEmail] = useState("");
  const { signIn } = useSession();
  const returnAfterLogin = useReturnAfterLogin();
  const toast = useToast();
  const login = useMutation(loginMutationOptions());

  const showLastLogin = (lastLogin: LoginResult["lastLogin"]) => {
    if (!lastLogin) return;
    const time = i18n.date(new Date(lastLogin.created_at), { dateStyle: "medium", timeStyle: "short" });
    const { ip, location } = lastLogin;
    toast.show({ tone: "info", title: t`Welcome back`, description: t`Last login: ${time}, IP ${ip}, ${location}` });
  };

  const onSubmit = async (values: LoginValues) => {
    setEmail(values.email);
    const result = await login.mutateAsync(buildLoginPayload(values)).catch(() => null);
    if (!result) return;
    signIn(result.accessToken);
    showLastLogin(result.lastLogin);
    returnAfterLogin();
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
      serverError={login.isError ? toLoginError(login.error) : null}
      defaultValues={{ email }}
      onForgotPassword={() => setView("forgot-password")}
      onSignUp={() => setView("sign-up")}
    />
  );
}
