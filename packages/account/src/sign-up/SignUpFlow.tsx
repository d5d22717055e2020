import { useEffect, useMemo, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { passwordOptionsFromSettings, type SignUpValues } from "@casino/domain";
import { getAffiliateData, LoadError, track, useRegistrationRestriction, useSettings } from "@casino/shell";
import { Button, Stack } from "@casino/ui-kit";
import { CredentialsStep } from "./CredentialsStep.tsx";
import { SignUpChoice, type SignUpMethod } from "./SignUpChoice.tsx";
import { SignUpForm } from "./SignUpForm.tsx";
import { SignUpSkeleton } from "./SignUpLoadState.tsx";
import { SignUpNotice } from "./SignUpNotice.tsx";
import { isOneClickOffered, isSignUpCountryOpen } from "./sign-up-rules.ts";
import { useFinishRegistration } from "./use-finish-registration.ts";
import { useSignUpData } from "./use-sign-up-data.ts";
import { useSignUpSubmit, type SignUpOutcome } from "./use-sign-up-submit.ts";

type Stage = { kind: "form" } | { kind: "restricted" } | { kind: "held" } | { kind: "credentials"; username: string; password: string; signedIn: boolean; userId: number };

export type SignUpFlowProps = {
  /** A linked-account sign-up (spec §3 linkAccount): no log-in link, and the end always closes the modal. */
  linkAccount: boolean;
  onLogin: () => void;
  /** Closes the modal. */
  onDone: () => void;
};

/** Sign-up from the first paint to the end: restriction checks, the form (or the 1-click choice), the result. */
export function SignUpFlow({ linkAccount, onLogin, onDone }: SignUpFlowProps) {
  const { t } = useLingui();
  const settings = useSettings();
  const { restricted: mirrorClosed } = useRegistrationRestriction();
  const [offerOneClick] = useState(() => isOneClickOffered(settings, getAffiliateData().pid));
  const [method, setMethod] = useState<SignUpMethod>(offerOneClick ? "one-click" : "email");
  const emailVariant = settings.emailPhoneRegistration ? "short" : "full";
  const variant = method === "one-click" ? "one-click" : emailVariant;
  const data = useSignUpData(emailVariant === "full");
  const password = useMemo(() => passwordOptionsFromSettings(settings), [settings]);
  const [stage, setStage] = useState<Stage>({ kind: "form" });
  const finish = useFinishRegistration(linkAccount, onDone);

  // Spec §7 "registration (finished or not)": a player who typed something and left without an account.
  const started = useRef(false);
  const created = useRef(false);
  useEffect(
    () => () => {
      if (started.current && !created.current) track({ type: "registration", finished: false });
    },
    [],
  );

  const onCreated = ({ result, signedIn }: SignUpOutcome) => {
    created.current = true;
    const generated = result.createUser.password;
    const { username, userId } = result.createUser;
    if (generated) setStage({ kind: "credentials", username, password: generated, signedIn, userId });
    else if (signedIn) finish(userId);
    else setStage({ kind: "held" });
  };
  const { submit, serverError, pending } = useSignUpSubmit({ linkAccount, onCreated, onRestricted: () => setStage({ kind: "restricted" }) });

  if (mirrorClosed) return <SignUpNotice kind="mirror" onLogin={onLogin} />;
  if (stage.kind === "restricted") return <SignUpNotice kind="country" onLogin={onLogin} />;
  if (stage.kind === "held") return <SignUpNotice kind="held" onLogin={onLogin} />;
  if (stage.kind === "credentials") {
    const { username, password: generated, signedIn, userId } = stage;
    const next = signedIn ? () => finish(userId) : () => setStage({ kind: "held" });
    return <CredentialsStep username={username} password={generated} signedIn={signedIn} onContinue={next} />;
  }
  if (data.status === "loading") return <SignUpSkeleton />;
  if (data.status === "error") return <LoadError onRetry={data.retry} />;
  if (!isSignUpCountryOpen(data.visitorCountryCode, data.lists.countries)) return <SignUpNotice kind="country" onLogin={onLogin} />;

  const preset: SignUpValues = {
    countryCode: data.visitorCountry?.code ?? "",
    phoneCode: data.visitorCountry?.phoneCode ?? "",
    currencyCode: data.lists.currencies.some((currency) => currency.code === "EUR") ? "EUR" : "",
  };
  return (
    <div onChangeCapture={() => (started.current = true)}>
      <Stack gap="md">
        {offerOneClick ? <SignUpChoice value={method} onChange={setMethod} /> : null}
        <SignUpForm
          key={variant}
          variant={variant}
          fields={data.fields}
          lists={data.lists}
          password={password}
          defaultValues={preset}
          onSubmit={submit}
          serverError={serverError}
          pending={pending}
        />
        {linkAccount ? null : (
          <Button variant="ghost" onClick={onLogin}>
            {t`Already have an account? Log in`}
          </Button>
        )}
      </Stack>
    </div>
  );
}
