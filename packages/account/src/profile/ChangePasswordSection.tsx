import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateUserDetailsMutationOptions } from "@casino/api-client";
import { passwordOptionsFromSettings } from "@casino/domain";
import { useSettings } from "@casino/shell";
import { ChangePasswordForm, type PasswordValues } from "./ChangePasswordForm.tsx";
import { toSaveError, type SaveError } from "./profile-save-error.ts";

/** Password change through update-user-details (currentPassword + newPassword); the form empties on success. */
export function ChangePasswordSection() {
  const queryClient = useQueryClient();
  const settings = useSettings();
  const [rules] = useState(() => passwordOptionsFromSettings(settings.formFieldsValidation));
  const save = useMutation(updateUserDetailsMutationOptions(queryClient));
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<SaveError | null>(null);
  const [version, setVersion] = useState(0);

  const onSubmit = async ({ currentPassword, newPassword }: PasswordValues) => {
    setSuccess(null);
    setError(null);
    try {
      const result = await save.mutateAsync({ currentPassword, newPassword });
      setSuccess(result.message);
      // A new form: no password stays in the page after it was changed.
      setVersion((n) => n + 1);
    } catch (failure) {
      setError(toSaveError(failure));
    }
  };

  return <ChangePasswordForm key={version} rules={rules} onSubmit={onSubmit} success={success} error={error} pending={save.isPending} />;
}
