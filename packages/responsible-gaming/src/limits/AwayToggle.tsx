import type { ChangeEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { awayStatusQueryOptions, setAwayStatusMutationOptions } from "@casino/api-client";
import { Checkbox, Text } from "@casino/ui-kit";

/**
 * Spec §4 away status, set by hand (issue 27 point 6): the player marks themself away until they turn it off; the
 * session duty keeps a manual away standing through activity, and the automatic one (5 minutes without activity) still
 * applies when this is off. One request at a time; the answer replaces the cached status the duty reads.
 */
export function AwayToggle() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const status = useQuery(awayStatusQueryOptions());
  const set = useMutation(setAwayStatusMutationOptions(queryClient));
  const manual = status.data?.away === true && status.data.mode === "manual";
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    set.mutate(event.target.checked ? { away: true, mode: "manual" } : { away: false });
  };
  return (
    <>
      <Checkbox
        label={t`Show me as away`}
        hint={t`Marks you as away at multiplayer tables until you turn it off: your turns are skipped, and after 30 minutes away you leave the table. Without it you are marked away after 5 minutes without activity.`}
        checked={manual}
        disabled={!status.data || set.isPending}
        onChange={onChange}
      />
      {/* Both live regions are always there, so a screen reader hears the text as it arrives. */}
      <div role="status">
        {set.isSuccess ? <Text tone="success">{manual ? t`You are shown as away.` : t`You are no longer shown as away.`}</Text> : null}
      </div>
      <div role="alert">
        {set.isError ? (
          <Text as="p" tone="danger" weight="bold">
            {t`Your setting could not be saved. Please try again.`}
          </Text>
        ) : null}
      </div>
    </>
  );
}
