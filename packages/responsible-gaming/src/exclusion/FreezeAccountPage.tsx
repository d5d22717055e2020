import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { limitsQueryKey, limitsQueryOptions } from "@casino/api-client";
import { LoadError, clearPlayerQueries, dismissSessionEndedNotice, useRealtimeEvent, useSessionStore } from "@casino/shell";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { Skeleton, VisuallyHidden } from "@casino/ui-kit";
import { ActiveBlock } from "./ActiveBlock.tsx";
import { FreezeSection } from "./FreezeSection.tsx";
import { FrozenNotice } from "./FrozenNotice.tsx";
import { SelfExclusionSection } from "./SelfExclusionSection.tsx";
import { TimeOutSection } from "./TimeOutSection.tsx";
import * as styles from "./exclusion.css.ts";

function BlocksSkeleton() {
  return (
    <div className={styles.skeleton} data-testid="blocks-skeleton">
      <VisuallyHidden>
        <span role="status">
          <Trans>Loading…</Trans>
        </span>
      </VisuallyHidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} shape="rect" height="10rem" />
      ))}
    </div>
  );
}

/** The three blocks, each in its own section; while a time-out or self-exclusion runs, it shows instead of shortening. */
function Blocks({ onFrozen }: { onFrozen: (frozenUntil: string) => void }) {
  const queryClient = useQueryClient();
  const limits = useQuery(limitsQueryOptions());
  // A block taken on another device or tab shows here at once.
  useRealtimeEvent("responsibleGamingBlock", () => void queryClient.invalidateQueries({ queryKey: limitsQueryKey, exact: true }));
  if (limits.isPending) return <BlocksSkeleton />;
  if (limits.isError) return <LoadError error={limits.error} onRetry={() => void limits.refetch()} retrying={limits.isRefetching} />;
  const { exclusion } = limits.data;
  return (
    <>
      {exclusion ? <ActiveBlock exclusion={exclusion} /> : <TimeOutSection />}
      {exclusion?.permanent ? null : <SelfExclusionSection running={exclusion !== null} />}
      <FreezeSection onFrozen={onFrozen} />
    </>
  );
}

/** /profile2/freeze-account (issue 27 point 3): take a break, self-exclusion and freeze account, kept apart. */
export function FreezeAccountPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [frozenUntil, setFrozenUntil] = useState<string | null>(null);
  const frozen = (until: string) => {
    setFrozenUntil(until);
    // The server has ended every session of the player: forget the token here too (no logout call to make).
    useSessionStore.getState().clearToken("ACCOUNT_LOCKED");
    clearPlayerQueries(queryClient);
    // This page says it (with until when): the shell's notice for the same end, should the socket's event have come
    // before this answer, is not shown over it.
    dismissSessionEndedNotice();
  };
  if (frozenUntil) return <FrozenNotice until={frozenUntil} />;
  return (
    <ProfileFrame title={t`Take a break`} variant="v2">
      <Blocks onFrozen={frozen} />
    </ProfileFrame>
  );
}
