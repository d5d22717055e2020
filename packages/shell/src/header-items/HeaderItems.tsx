import { Suspense, useContext } from "react";
import { DutyBoundary } from "../errors/DutyBoundary.tsx";
import { HeaderItemsContext } from "./header-items.tsx";
import * as styles from "./header-items.css.ts";

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
