import { useFormContext } from "react-hook-form";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SignUpValues } from "@casino/domain";
import { usePagePath } from "@casino/shell";
import { Checkbox, Stack } from "@casino/ui-kit";
import * as styles from "./SignUp.css.ts";
import { useSignUpTexts } from "./use-sign-up-texts.ts";

/**
 * Spec §5 consent: over 18 and terms + privacy policy required, newsletter optional. The legal pages open in a new
 * tab, so reading them does not lose what was typed.
 */
export function ConsentFields({ newsletter }: { newsletter: boolean }) {
  const { t } = useLingui();
  const text = useSignUpTexts();
  const terms = usePagePath("termsAndConditions");
  const privacy = usePagePath("privacyPolicy");
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpValues>();
  return (
    <Stack gap="sm">
      <Checkbox label={t`I am over 18 years old`} error={text(errors.over18?.message)} {...register("over18")} />
      <Checkbox
        label={
          <Trans>
            I accept the{" "}
            <a href={terms} target="_blank" rel="noopener" className={styles.legalLink}>
              terms and conditions
            </a>{" "}
            and the{" "}
            <a href={privacy} target="_blank" rel="noopener" className={styles.legalLink}>
              privacy policy
            </a>
          </Trans>
        }
        error={text(errors.acceptTerms?.message)}
        {...register("acceptTerms")}
      />
      {newsletter ? <Checkbox label={t`Send me news and offers by e-mail`} {...register("newsLetter")} /> : null}
    </Stack>
  );
}
