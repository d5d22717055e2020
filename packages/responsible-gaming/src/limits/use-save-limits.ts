import { useMutation, useQueryClient } from "@tanstack/react-query";
import { cancelPendingLimitMutationOptions, updateLimitsMutationOptions, type UpdateLimitsPayload } from "@casino/api-client";
import { isValidTimeZone } from "@casino/domain";

/** The device's IANA time zone, when Intl knows it: the day, week and month limits reset on the player's clock. */
export function deviceTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : undefined;
}

/** PUT /api/user/limits with the device's time zone; the answer replaces the cached limits. */
export function useSaveLimits() {
  const queryClient = useQueryClient();
  const mutation = useMutation(updateLimitsMutationOptions(queryClient));
  const save = (payload: UpdateLimitsPayload) => {
    const timeZone = deviceTimeZone();
    return mutation.mutateAsync(timeZone ? { ...payload, timeZone } : payload);
  };
  return { save, pending: mutation.isPending };
}

/** DELETE /api/user/limits/pending/{name}: keeps the limit in force and drops its pending raise or removal. */
export function useCancelPending() {
  const queryClient = useQueryClient();
  return useMutation(cancelPendingLimitMutationOptions(queryClient));
}
