import { Suspense, useState, type ComponentType } from "react";
import { useRouter } from "@tanstack/react-router";
import { Skeleton } from "@casino/ui-kit";
import { ErrorBoundary } from "../errors/ErrorBoundary.tsx";
import { reportError } from "../errors/report-error.ts";
import { LoadError } from "../feedback/LoadError.tsx";
import * as styles from "./home-sections.css.ts";

/**
 * A feature's section of the home page (welcome offer, game rows, rewards status...), chosen and ordered by the
 * brand's `homeSections`. The component is the feature's lazy chunk (`lazy(() => import(...))`); it shows its own
 * loading, empty and error states, and renders nothing where it has nothing for this visitor (a guest's VIP progress).
 */
export type HomeSectionDefinition = {
  key: string;
  component: ComponentType;
};

/** The features' home sections, from the router context (the app composes them). */
export function useHomeSections(): ReadonlyMap<string, HomeSectionDefinition> {
  const sections = (useRouter().options.context as { homeSections?: readonly HomeSectionDefinition[] } | undefined)?.homeSections ?? [];
  return new Map(sections.map((section) => [section.key, section]));
}

/**
 * One section in its slot: a placeholder while its chunk loads; if the chunk fails or the section throws, a load
 * error with Retry in its place, and the rest of the page stays.
 */
export function HomeSection({ definition: { key, component: Section } }: { definition: HomeSectionDefinition }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKey={attempt}
      onError={(error) => reportError(error, { area: "page", name: `home-${key}` })}
      fallback={<LoadError onRetry={() => setAttempt((count) => count + 1)} />}
    >
      <Suspense fallback={<Skeleton shape="rect" height="12rem" />}>
        <div className={styles.section} data-home-section={key}>
          <Section />
        </div>
      </Suspense>
    </ErrorBoundary>
  );
}
