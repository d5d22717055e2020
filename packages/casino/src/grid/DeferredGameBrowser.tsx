import { Suspense, lazy } from "react";
import type { GameBrowserProps } from "./GameBrowser.tsx";
import * as styles from "./GameBrowser.css.ts";
import { GridSkeleton } from "./GridSkeleton.tsx";
import { useAfterFirstPaint } from "./use-after-first-paint.ts";

const GameBrowser = lazy(() =>
  import("./GameBrowser.tsx").then((module) => {
    // The grid is built straight away as the virtual one (see afterFirstPaint): its chunk comes alongside.
    module.preloadVirtualGrid();
    return { default: module.GameBrowser };
  }),
);

function Placeholder({ heading }: { heading: string }) {
  return (
    <section aria-label={heading} className={styles.section}>
      <h2 className={styles.heading}>{heading}</h2>
      {/* Still: below the fold no one sees it shimmer, and each shimmer is an animation to start. */}
      <GridSkeleton still />
    </section>
  );
}

/**
 * GameBrowser for a page where it sits below the fold (the lobby, under the carousels): its code (about 7 KB
 * gzip with the form controls) is fetched after first paint, its heading and skeleton tiles hold its place.
 * Category and provider pages, where the grid is the first screen, render GameBrowser itself.
 */
export function DeferredGameBrowser(props: GameBrowserProps) {
  const ready = useAfterFirstPaint();
  if (!ready) return <Placeholder heading={props.heading} />;
  return (
    <Suspense fallback={<Placeholder heading={props.heading} />}>
      <GameBrowser {...props} afterFirstPaint />
    </Suspense>
  );
}
