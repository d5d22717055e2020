import { useLingui } from "@lingui/react/macro";
import { Button, Stack, Text } from "@casino/ui-kit";

export type SignUpViewProps = {
  /** Switches the login modal back to its login form ("Already have an account? Log in"). */
  onLogin: () => void;
};

/** The sign-up form inside `?modal=login&tab=sign-up` (placeholder until the sign-up slice fills it). */
export default function SignUpView({ onLogin }: SignUpViewProps) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Text as="p">{t`Sign-up is coming soon. If you already have an account, log in.`}</Text>
      <Button type="button" variant="secondary" onClick={onLogin} fullWidth>
        {t`Log in`}
      </Button>
    </Stack>
  );
}
