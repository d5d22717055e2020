import { useEffect, useId, useMemo, useRef, type FormEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { Button, Dialog, Text, TextField } from "@casino/ui-kit";
import { useValidationText } from "@casino/shell";
import { useBlockErrorText } from "./block-error.ts";
import * as styles from "./exclusion.css.ts";

type Values = { password: string };
const WithPassword = v.object({ password: v.pipe(v.string(), v.minLength(1, "required")) });
const WithoutPassword = v.object({ password: v.string() });

export type BlockDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What happens, in plain words, before the player confirms. */
  statements: string[];
  confirmLabel: string;
  /** Time-out and self-exclusion are confirmed with the password; a freeze is not. */
  askPassword: boolean;
  pending: boolean;
  /** The last refusal of the server (§8 code), shown at its place. */
  error: unknown;
  onConfirm: (password: string) => Promise<unknown>;
};

/** The confirmation of a block: what it does, the password when asked, one request per click. */
export function BlockDialog({ open, onClose, title, statements, confirmLabel, askPassword, pending, error, onConfirm }: BlockDialogProps) {
  const { t } = useLingui();
  const resolver = useMemo(() => valibotResolver(askPassword ? WithPassword : WithoutPassword) as unknown as Resolver<Values>, [askPassword]);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ resolver, defaultValues: { password: "" } });
  const validationText = useValidationText();
  const errorText = useBlockErrorText();
  const sending = useRef(false);
  const formId = useId();
  const refusal = error ? errorText(error) : null;

  useEffect(() => {
    if (refusal?.field === "password") setError("password", { type: "server", message: refusal.text }, { shouldFocus: true });
    // The refusal object is new on each render; the error it comes from is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, setError]);

  useEffect(() => {
    if (open) sending.current = false;
  }, [open]);

  const close = () => {
    if (pending) return;
    reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const again = () => {
      sending.current = false;
    };
    // After a success the dialog is closing over a block that is in force: its button must not send again.
    void handleSubmit(({ password }) => onConfirm(password).then(() => undefined, again), again)(event);
  };
  const passwordError = formState.errors.password;

  return (
    <Dialog
      open={open}
      onClose={close}
      alert
      size="sm"
      title={title}
      actions={
        <>
          <Button type="button" variant="ghost" disabled={pending} onClick={close}>
            {t`Keep playing`}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogBody} onSubmit={submit} noValidate>
        <ul className={styles.statements}>
          {statements.map((statement) => (
            <li key={statement}>{statement}</li>
          ))}
        </ul>
        {askPassword ? (
          <TextField
            label={t`Your password`}
            type="password"
            autoComplete="current-password"
            error={passwordError?.type === "server" ? passwordError.message : validationText(passwordError?.message)}
            {...register("password")}
          />
        ) : null}
        <div role="alert">
          {refusal && refusal.field === null ? (
            <Text as="p" tone="danger">
              {refusal.text}
            </Text>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
