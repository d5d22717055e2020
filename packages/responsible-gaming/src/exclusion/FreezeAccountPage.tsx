import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { limitsQueryOptions } from "@casino/api-client";
import { LoadError, PageLink, clearPlayerQueries, useDocumentTitle, useSessionStore } from "@casino/shell";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { Skeleton, Surface, Text, VisuallyHidden } from "@casino/ui-kit";
import { ActiveBlock } from "./ActiveBlock.tsx";
import { FreezeSection } from "./FreezeSection.tsx";
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
  const limits = useQuery(limitsQueryOptions());
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

/** After a freeze: the player is logged out here, and told until when login is refused. */
function Frozen({ until }: { until: string }) {
  const { t, i18n } = useLingui();
  const end = i18n.date(until, { dateStyle: "medium", timeStyle: "short" });
  useDocumentTitle(t`Your account is frozen`);
  return (
    <Surface as="section" aria-labelledby="frozen-title">
      <Text as="h1" id="frozen-title" size="xl" font="heading" weight="heading">
        {t`Your account is frozen`}
      </Text>
      <Text as="p">{t`You have been logged out. You cannot log in until ${end}.`}</Text>
      <p>
        <PageLink page="home">{t`Go to the home page`}</PageLink>
      </p>
    </Surface>
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
  };
  if (frozenUntil) return <Frozen until={frozenUntil} />;
  return (
    <ProfileFrame title={t`Take a break`} variant="v2">
      <Blocks onFrozen={frozen} />
    </ProfileFrame>
  );
}
