import type { ReactNode } from "react";
import { DutyBoundary } from "../errors/DutyBoundary.tsx";
import { HeaderItemsContext, type HeaderItemDefinition } from "../header-items/header-items.tsx";
import { ModalHost } from "../modals/ModalHost.tsx";
import { ModalRegistryContext } from "../modals/modal-context.ts";
import type { ModalDefinition } from "../modals/modal-registry.ts";
import { PlayerDuties, type PlayerDutyDefinition } from "../player-duties/player-duties.tsx";
import { NavigationProgress } from "../navigation-progress/NavigationProgress.tsx";
import { RealtimeConnection } from "../realtime/RealtimeConnection.tsx";
import { SessionEffects } from "../session/SessionEffects.tsx";
import { useSettings } from "../settings/settings-context.tsx";

/**
 * Inside the router, around every page (the router's InnerWrap): progress bar, modal host, session duties, the
 * features' player duties. This sits outside the routes' error boundaries, so each part has its own: a throw here
 * would otherwise unmount the whole app.
 */
export function ShellRouterFrame({
  modals,
  headerItems,
  playerDuties = [],
  children,
}: {
  modals: ReadonlyMap<string, ModalDefinition>;
  headerItems: readonly HeaderItemDefinition[];
  playerDuties?: readonly PlayerDutyDefinition[];
  children: ReactNode;
}) {
  const { api } = useSettings();
  return (
    <ModalRegistryContext value={modals}>
      <HeaderItemsContext value={headerItems}>
        <DutyBoundary name="navigation-progress">
          <NavigationProgress />
        </DutyBoundary>
        {children}
        <ModalHost />
        <DutyBoundary name="session">
          <SessionEffects />
        </DutyBoundary>
        <DutyBoundary name="realtime">
          <RealtimeConnection url={api.baseUrl} />
        </DutyBoundary>
        <PlayerDuties duties={playerDuties} />
      </HeaderItemsContext>
    </ModalRegistryContext>
  );
}
