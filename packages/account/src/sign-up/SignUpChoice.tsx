import { useLingui } from "@lingui/react/macro";
import { Button } from "@casino/ui-kit";
import * as styles from "./SignUp.css.ts";

export type SignUpMethod = "one-click" | "email";

/** The choice between 1-click registration and the e-mail form, as two toggle buttons. */
export function SignUpChoice({ value, onChange }: { value: SignUpMethod; onChange: (method: SignUpMethod) => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.choice} role="group" aria-label={t`How do you want to sign up?`}>
      <Button variant={value === "one-click" ? "primary" : "ghost"} aria-pressed={value === "one-click"} onClick={() => onChange("one-click")}>
        {t`One click`}
      </Button>
      <Button variant={value === "email" ? "primary" : "ghost"} aria-pressed={value === "email"} onClick={() => onChange("email")}>
        {t`With e-mail`}
      </Button>
    </div>
  );
}
