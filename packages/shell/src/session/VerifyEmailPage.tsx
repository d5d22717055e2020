import { useEffect, useRef } from "react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { verifyEmailMutationOptions } from "@casino/api-client";
import { Button, Skeleton, Stack, Text } from "@casino/ui-kit";
import { landingLocation } from "./auth-landing.ts";

const EXPIRED = "/?modal=verify-email-expired";

/**
 * `/verify-email?token=`: the in-app form of the e-mailed verification link. The API checks the token and says
 * where to go (spec §2: /casino?modal=login, or /?modal=verify-email-expired); the router adds /design there.
 */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const token = useRouterState({ select: (state) => (state.location.search as Record<string, unknown>)["token"] });
  const verify = useMutation({
    ...verifyEmailMutationOptions(),
    onSuccess: ({ redirectTo }) => void navigate({ ...landingLocation(redirectTo), replace: true }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (typeof token === "string" && token) verify.mutate(token);
    else void navigate({ ...landingLocation(EXPIRED), replace: true });
  }, [token, verify, navigate]);

  if (verify.isError) {
    return (
      <Stack gap="md" align="center">
        <Text as="h1" size="xl" font="heading">
          {t`We could not verify your e-mail`}
        </Text>
        <Text as="p" tone="secondary">
          {verify.error.message}
        </Text>
        <Button onClick={() => typeof token === "string" && verify.mutate(token)}>{t`Try again`}</Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="center">
      <Text as="h1" size="xl" font="heading">
        {t`Verifying your e-mail…`}
      </Text>
      <Skeleton lines={2} />
    </Stack>
  );
}
