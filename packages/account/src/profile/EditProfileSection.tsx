import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { countriesQueryOptions, updateUserDetailsMutationOptions } from "@casino/api-client";
import { profileLocks } from "@casino/domain";
import { LoadError, useCurrentUser } from "@casino/shell";
import { ProfileForm } from "./ProfileForm.tsx";
import { ProfileFormSkeleton } from "./ProfileFormSkeleton.tsx";
import { toSaveError, type SaveError } from "./profile-save-error.ts";
import { profileSavePayload, type ProfileValues } from "./profile-values.ts";

/**
 * The profile form against the server: loads the player and the countries, saves with update-user-details
 * (the mutation refreshes the player), and shows the server's message as success or as error (spec §7).
 */
export function EditProfileSection() {
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const user = useCurrentUser();
  const countries = useQuery(countriesQueryOptions());
  const save = useMutation(updateUserDetailsMutationOptions(queryClient));
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<SaveError | null>(null);
  // Bumped after a save once the player is re-read, so the form starts again from the saved (normalised) values;
  // socket balance updates change the player too, and must never wipe what is being typed.
  const [version, setVersion] = useState(0);

  if (user.isError || countries.isError) {
    return (
      <LoadError
        onRetry={() => {
          if (user.isError) void user.refetch();
          if (countries.isError) void countries.refetch();
        }}
      />
    );
  }
  if (!user.data || !countries.data) return <ProfileFormSkeleton />;
  const player = user.data;

  const onSubmit = async (values: ProfileValues) => {
    setSuccess(null);
    setError(null);
    try {
      const result = await save.mutateAsync(profileSavePayload(values, profileLocks(player), player, now));
      setSuccess(result.message);
      setVersion((n) => n + 1);
    } catch (failure) {
      setError(toSaveError(failure));
    }
  };

  return (
    <ProfileForm
      key={version}
      user={player}
      countries={countries.data.allCountries}
      now={now}
      onSubmit={onSubmit}
      success={success}
      error={error}
      pending={save.isPending}
    />
  );
}
