import { Suspense, lazy, memo, useCallback, useDeferredValue, useId, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, Inline } from "@casino/ui-kit";
import { FilterBar } from "./FilterBar.tsx";
import * as styles from "./GameBrowser.css.ts";
import { GridError } from "./GridError.tsx";
import { GridSkeleton } from "./GridSkeleton.tsx";
import { GridEmpty, ResultCount } from "./GridStates.tsx";
import { PlainGameGrid } from "./PlainGameGrid.tsx";
import { useAfterFirstPaint } from "./use-after-first-paint.ts";
import { useGameList, type GameList } from "./use-game-list.ts";
import { useLobbySearch } from "./use-lobby-search.ts";
import { useSearchText } from "./use-search-text.ts";

// The virtualiser (@tanstack/react-virtual, about 10 KB gzip) is not needed for the first screen: its chunk is
// fetched after first paint, and the plain grid shows the first games until then.
const loadVirtualGrid = () => import("./VirtualGameGrid.tsx");
const VirtualGameGrid = lazy(() => loadVirtualGrid().then((module) => ({ default: module.VirtualGameGrid })));

/** Starts fetching the virtualiser's chunk now (DeferredGameBrowser: with GameBrowser's own, not after it). */
export function preloadVirtualGrid(): void {
  void loadVirtualGrid().catch(() => undefined);
}

export interface GameBrowserProps {
  /** A category slug (slots, live-casino, popular...) or none for every game. */
  category?: string;
  /** A fixed provider slug (the provider's page); otherwise the player filters by provider. */
  provider?: string;
  /** The visible heading of the grid section (and the name of its region and list). */
  heading: string;
  /**
   * The page's own h1 already says the heading (a category page): the section takes it as its name only, so the
   * page does not show the same title twice.
   */
  titledByPage?: boolean;
  /**
   * The page has painted already and the grid is below the fold (DeferredGameBrowser on the lobby): the virtual grid
   * comes at once, with skeletons while its chunk loads, instead of a plain first screen built and then swapped out.
   */
  afterFirstPaint?: boolean;
}

/** The virtualised, filterable game grid of a category, a provider or the whole catalogue; its view is in the URL. */
export function GameBrowser({ category, provider, heading, titledByPage = false, afterFirstPaint = false }: GameBrowserProps) {
  const headingId = useId();
  const { search, change } = useLobbySearch();
  const commitQuery = useCallback((q: string) => change({ q }, { replace: true }), [change]);
  const [text, setText] = useSearchText(search.q, commitQuery);
  const list = useGameList({ category, provider, search, typed: text });
  const filtered = text !== "" || search.q !== "" || search.provider.length > 0 || search.sort !== "popular";
  const clear = useCallback(() => {
    setText("");
    change({ q: "", provider: [], sort: "popular", order: "asc" });
  }, [setText, change]);
  return (
    <section
      aria-labelledby={titledByPage ? undefined : headingId}
      aria-label={titledByPage ? heading : undefined}
      className={styles.section}
    >
      {titledByPage ? null : (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      )}
      <FilterBar text={text} onText={setText} search={search} onChange={change} showProviders={!provider} />
      <Results list={list} heading={heading} filtered={filtered} onClear={clear} afterFirstPaint={afterFirstPaint} />
    </section>
  );
}

type ResultsProps = { list: GameList; heading: string; filtered: boolean; onClear: () => void; afterFirstPaint: boolean };

function Results({ list: current, heading, filtered, onClear, afterFirstPaint }: ResultsProps) {
  // A new list (the first page, a filter's answer, a page arriving while scrolling) renders in the background,
  // time-sliced: the query's own update is synchronous, and a screen of tiles with their layout in one go was a long
  // task. The old view stays meanwhile: memoised, it is not rendered again in the query's synchronous pass.
  const list = useDeferredValue(current);
  const painted = useAfterFirstPaint();
  return <ResultsView list={list} heading={heading} filtered={filtered} onClear={onClear} afterFirstPaint={afterFirstPaint} virtualReady={afterFirstPaint || painted} />;
}

type ResultsViewProps = ResultsProps & { virtualReady: boolean };

const ResultsView = memo(function ResultsView({ list, heading, filtered, onClear, afterFirstPaint, virtualReady }: ResultsViewProps) {
  const { t } = useLingui();
  // While typing, no loaded game may match yet the server may still find some: keep the tiles' shape, not "empty".
  const waiting = list.firstLoad || (!list.settled && list.games.length === 0);
  return (
    <>
      {/* Always mounted, so screen readers hear each new count (a live region added with its text is often missed). */}
      <Inline gap="sm" align="center" justify="between">
        <ResultCount count={waiting || list.error ? null : list.total} busy={waiting || !list.settled} />
        {filtered ? (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            {t`Clear filters`}
          </Button>
        ) : null}
      </Inline>
      {list.error ? (
        <GridError error={list.error} onRetry={list.retry} retrying={list.retrying} />
      ) : waiting ? (
        // Below the fold its first load shimmers for no one; while the player types it is on screen and shimmers.
        <GridSkeleton still={afterFirstPaint && list.firstLoad} />
      ) : list.total === 0 ? (
        <GridEmpty onClear={onClear} />
      ) : (
        <FirstPaintThenVirtual list={list} heading={heading} virtualReady={virtualReady} skipPlain={afterFirstPaint} />
      )}
      {list.nextPageFailed ? <GridError error={list.nextPageError} onRetry={list.fetchNextPage} retrying={list.fetchingNextPage} /> : null}
    </>
  );
});

type FirstPaintThenVirtualProps = { list: GameList; heading: string; virtualReady: boolean; skipPlain: boolean };

function FirstPaintThenVirtual({ list, heading, virtualReady, skipPlain }: FirstPaintThenVirtualProps) {
  // A tile focused in the plain grid keeps focus when the virtual grid replaces it (else it falls to the page).
  const handedOff = useRef<string | null>(null);
  const handOffFocus = useCallback((href: string) => {
    handedOff.current = href;
  }, []);
  const takeFocus = useCallback(() => {
    const href = handedOff.current;
    handedOff.current = null;
    return href;
  }, []);
  const plain = skipPlain ? (
    <GridSkeleton still />
  ) : (
    <PlainGameGrid games={list.games} total={list.total} label={heading} onHandOffFocus={handOffFocus} />
  );
  if (!virtualReady) return plain;
  return (
    <Suspense fallback={plain}>
      <VirtualGameGrid
        games={list.games}
        total={list.total}
        label={heading}
        hasNextPage={list.hasNextPage}
        nextPageBlocked={list.fetchingNextPage || list.nextPageFailed}
        onFetchNextPage={list.fetchNextPage}
        takeFocus={takeFocus}
      />
    </Suspense>
  );
}
