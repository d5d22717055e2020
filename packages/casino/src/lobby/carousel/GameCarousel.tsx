import { lazy, startTransition, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { useLocale } from "@casino/i18n";
import { GameTile, type TileGame } from "../../tile/GameTile.tsx";
import type { CarouselEdges, CarouselHandle } from "./carousel-engine-types.ts";
import { NextIcon, PauseIcon, PlayIcon, PrevIcon } from "./carousel-icons.tsx";
import * as styles from "./GameCarousel.css.ts";
import { useAutoplayState } from "./use-autoplay-state.ts";
import { useOnScreen } from "./use-on-screen.ts";
import { whenIdle } from "./when-idle.ts";

// embla is in this chunk only: the row is usable (native scroll, buttons, keyboard) before it arrives.
// A chunk that fails to load leaves the native row as it is rather than breaking the page.
const CarouselEngine = lazy(() => import("./CarouselEngine.tsx").catch(() => ({ default: () => null })));

export type GameCarouselProps = {
  /** The id of the visible heading inside `title`, which names the carousel region. */
  headingId: string;
  title: ReactNode;
  /** Beside the title, e.g. the "See all" link. */
  actions?: ReactNode;
  games: readonly TileGame[];
  /** Above the fold: the first tiles load at once with high priority. */
  priority?: boolean;
  /** Stories and tests of the plain row can keep embla away. */
  enhance?: boolean;
};

const PRIORITY_TILES = 6;
/** Slides drawn with the first screen (a wide desktop row shows about ten); the rest come with embla, on idle. */
const FIRST_SLIDES = 12;

/** A row of game tiles with previous/next and a pause control (WAI carousel pattern), enhanced by embla on idle. */
export function GameCarousel({ headingId, title, actions, games, priority = false, enhance = true }: GameCarouselProps) {
  const { t } = useLingui();
  const { direction } = useLocale();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [idle, setIdle] = useState(false);
  const [handle, setHandle] = useState<CarouselHandle | null>(null);
  const [edges, setEdges] = useState<CarouselEdges>({ canPrev: true, canNext: true });
  const { playing, running, toggle, slideEvents } = useAutoplayState();
  // A row scrolled out of sight holds still: no one sees it move, and its slides and images are work for nothing
  // (a phone's lobby has five of its six rows below the fold). It moves on again once it is back in view.
  const onScreen = useOnScreen(viewport);
  // A transition: embla's arrival re-renders the row in slices, never as one long task.
  useEffect(() => (enhance ? whenIdle(() => startTransition(() => setIdle(true))) : undefined), [enhance]);
  const onReady = useCallback((next: CarouselHandle | null) => setHandle(next), []);

  // Without embla the buttons scroll the native row by a screenful, along the reading direction.
  const page = (forward: boolean) => {
    if (handle) return forward ? handle.next() : handle.prev();
    const sign = (forward ? 1 : -1) * (direction === "rtl" ? -1 : 1);
    viewport?.scrollBy({ left: sign * viewport.clientWidth });
  };
  const count = games.length;
  const shown = idle || !enhance ? games : games.slice(0, FIRST_SLIDES);

  return (
    <section className={styles.region} aria-roledescription={t`carousel`} aria-labelledby={headingId}>
      <div className={styles.bar}>
        <div className={styles.title}>{title}</div>
        {actions}
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={toggle} aria-label={playing ? t`Pause autoplay` : t`Start autoplay`}>
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button type="button" className={styles.control} onClick={() => page(false)} disabled={handle ? !edges.canPrev : false} aria-label={t`Previous games`}>
            <PrevIcon />
          </button>
          <button type="button" className={styles.control} onClick={() => page(true)} disabled={handle ? !edges.canNext : false} aria-label={t`Next games`}>
            <NextIcon />
          </button>
        </div>
      </div>
      <div ref={setViewport} className={styles.viewport} data-enhanced={handle ? "" : undefined} {...slideEvents}>
        <div className={styles.track} aria-live={running ? "off" : "polite"}>
          {shown.map((game, index) => {
            const position = index + 1;
            return (
              <div key={game.slug} className={styles.slide} role="group" aria-roledescription={t`slide`} aria-label={t`${position} of ${count}`}>
                <GameTile game={game} priority={priority && index < PRIORITY_TILES} />
              </div>
            );
          })}
        </div>
      </div>
      {idle && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} direction={direction} running={running && onScreen} onReady={onReady} onEdges={setEdges} />
        </Suspense>
      ) : null}
    </section>
  );
}
