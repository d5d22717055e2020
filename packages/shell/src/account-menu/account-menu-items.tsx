import { Suspense, type ComponentType } from "react";
import { useRouter } from "@tanstack/react-router";
import { DutyBoundary } from "../errors/DutyBoundary.tsx";

/**
 * A feature's entry in the player's account menu, such as the VIP level. The component is the feature's lazy chunk
 * (`lazy(() => import(...))`), rendered only while a logged-in player has the menu open; it draws one entry (usually a
 * `PageLink`) with the `className` the menu's own links have.
 */
export type AccountMenuItemDefinition = {
  key: string;
  component: ComponentType<{ className: string }>;
};

/**
 * The features' account menu entries, each a list item of the menu behind its own boundary: an entry that breaks
 * disappears and the menu stays. They ride on the router's context (no React context of their own: the lobby route's
 * first download is at its budget).
 */
export function AccountMenuItems({ className }: { className: string }) {
  const items = (useRouter().options.context as { accountMenuItems?: readonly AccountMenuItemDefinition[] } | undefined)?.accountMenuItems ?? [];
  return items.map(({ key, component: Item }) => (
    <li key={key}>
      <DutyBoundary name={`account-menu-${key}`}>
        <Suspense fallback={null}>
          <Item className={className} />
        </Suspense>
      </DutyBoundary>
    </li>
  ));
}
