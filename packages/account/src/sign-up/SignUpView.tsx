import { useModal } from "@casino/shell";
import { SignUpFlow } from "./SignUpFlow.tsx";

export type SignUpViewProps = {
  /** Switches the login modal back to its login form ("Already have an account? Log in"). */
  onLogin: () => void;
};

/** The sign-up inside `?modal=login&tab=sign-up`; at the end the modal closes unless the brand sends the player on. */
export default function SignUpView({ onLogin }: SignUpViewProps) {
  const { close } = useModal();
  return <SignUpFlow linkAccount={false} onLogin={onLogin} onDone={close} />;
}
