import { Suspense, lazy } from "react";
import { useGeoBlock } from "./use-geo-block.ts";
import * as styles from "./GeoBlockPage.css.ts";

const GeoBlockPage = lazy(() => import("../lazy-duty-ui.ts").then((module) => ({ default: module.GeoBlockPage })));

/** The geo-block duty: the block page over everything for a restricted guest (loaded only then), nothing otherwise. */
export function GeoBlock() {
  const state = useGeoBlock();
  if (!state.blocked) return null;
  return (
    <Suspense fallback={<div className={styles.overlay} aria-busy="true" />}>
      <GeoBlockPage location={state.location} onVerified={state.markVerified} />
    </Suspense>
  );
}
