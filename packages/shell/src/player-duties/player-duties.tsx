import { Suspense, type ComponentType } from "react";
import { DutyBoundary } from "../errors/DutyBoundary.tsx";
import { useSessionStore } from "../session/session-store.ts";

/**
 * A feature's duty for the logged-in player on every page, the play page included, with no place of its own: a
 * watcher that opens a dialog when something is due (the responsible-gaming session warning and reality check). The
 * component is the feature's lazy chunk; it renders nothing while nothing is due.
 */
export type PlayerDutyDefinition = {
  key: string;
  component: ComponentType;
};

/** The features' player duties, for logged-in players only, each behind its own boundary (one that breaks goes alone). */
export function PlayerDuties({ duties }: { duties: readonly PlayerDutyDefinition[] }) {
  const loggedIn = useSessionStore((state) => state.token !== null);
  if (!loggedIn) return null;
  return duties.map(({ key, component: Duty }) => (
    <DutyBoundary key={key} name={`player-${key}`}>
      <Suspense fallback={null}>
        <Duty />
      </Suspense>
    </DutyBoundary>
  ));
}
