import { createContext, Suspense, useContext, type ComponentType } from "react";
import { DutyBoundary } from "../errors/DutyBoundary.tsx";
import * as styles from "./account-menu-items.css.ts";

/**
 * A feature's entry in the player's account menu, such as the VIP level. The component is the feature's lazy chunk
 * (`lazy(() => import(...))`), rendered only while a logged-in player has the menu open; it draws one entry (usually a
 * `PageLink`) with the `className` the menu's own links have.
 */
export type AccountMenuItemDefinition = {
  key: string;
  component: ComponentType<{ className: string }>;
};

export const AccountMenuItemsContext = createContext<readonly AccountMenuItemDefinition[]>([]);

/**
 * The features' account menu entries, each a list item of the menu, a menu link's height reserved while its chunk
 * loads, each behind its own boundary: an entry that breaks disappears and the menu stays.
 */
export function AccountMenuItems({ className }: { className: string }) {
  const items = useContext(AccountMenuItemsContext);
  return items.map(({ key, component: Item }) => (
    <li key={key}>
      <DutyBoundary name={`account-menu-${key}`}>
        <Suspense fallback={<span className={styles.reserved} />}>
          <Item className={className} />
        </Suspense>
      </DutyBoundary>
    </li>
  ));
}
