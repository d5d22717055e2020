import { createContext, Suspense, useContext, type ComponentType } from "react";
import { DutyBoundary } from "../errors/DutyBoundary.tsx";
import * as styles from "./header-items.css.ts";

/**
 * A feature's item in the player's header (beside the balance), such as the rewards status. The component is the
 * feature's lazy chunk (`lazy(() => import(...))`), so nothing of it is in the first download; it is rendered for
 * logged-in players only.
 */
export type HeaderItemDefinition = {
  key: string;
  component: ComponentType;
};

export const HeaderItemsContext = createContext<readonly HeaderItemDefinition[]>([]);

/**
 * The features' header items, each in a box of its own size reserved before its chunk arrives (an empty span, no shift of the
 * balance), each behind its own boundary: an item that breaks disappears and the header stays.
 */
export function HeaderItems() {
  const items = useContext(HeaderItemsContext);
  return items.map(({ key, component: Item }) => (
    <DutyBoundary key={key} name={`header-${key}`}>
      <Suspense fallback={<span className={styles.reserved} />}>
        <Item />
      </Suspense>
    </DutyBoundary>
  ));
}
