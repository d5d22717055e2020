import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { useLocale } from "@casino/i18n";
import { GameTile, type TileGame } from "../../tile/GameTile.tsx";
import type { CarouselEdges, CarouselHandle } from "./carousel-engine-types.ts";
import { NextIcon, PauseIcon, PlayIcon, PrevIcon } from "./carousel-icons.tsx";
import * as styles from "./GameCarousel.css.ts";
import { useAutoplayState } from "./use-autoplay-state.ts";
import { useHasComeNear, useOnScreen } from "./use-on-screen.ts";
import { whenIdleInTurn } from "./idle-queue.ts";
import { PRIORITY_TILES, firstScreenSlides } from "../../tile/priority-tiles.ts";

// embla is in this chunk only: the row is usable (native scroll, buttons, keyboard) before it arrives.
// A chunk that fails to load leaves the native row as it is rather than breaking the page.
const loadEngine = () => import("./CarouselEngine.tsx").catch(() => ({ default: () => null }));
const CarouselEngine = lazy(loadEngine);

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

/** How near the screen a row must come before its thumbnails are asked for: half a screen above or below it. */
const NEAR_SCREEN = "50% 0px";

/** A row of game tiles with previous/next and a pause control (WAI carousel pattern), enhanced by embla on idle. */
export function GameCarousel({ headingId, title, actions, games, priority = false, enhance = true }: GameCarouselProps) {
  const { t } = useLingui();
  const { direction } = useLocale();
  const viewportRef = useRef<HTMLDivElement>(null);
  // The row's own box: what the browser lays out even while it skips the row's contents off screen (see
  // GameCarousel.css.ts), so the sight and nearness below are measured on it, not on the slides' viewport inside.
  const regionRef = useRef<HTMLElement>(null);
  // Set when the row takes over (its idle moment): the element embla drives. Not from a callback ref: that
  // re-rendered every row synchronously inside the lobby's first commit.
  const [takenOver, setTakenOver] = useState<HTMLDivElement | null>(null);
  const [handle, setHandle] = useState<CarouselHandle | null>(null);
  const [edges, setEdges] = useState<CarouselEdges>({ canPrev: true, canNext: true });
  const { playing, running, toggle, slideEvents } = useAutoplayState();
  // A row scrolled out of sight holds still: no one sees it move, and its slides and images are work for nothing
  // (a phone's lobby has five of its six rows below the fold). It moves on again once it is back in view.
  const onScreen = useOnScreen(regionRef);
  // A row further down asks for its thumbnails only as it comes near: on a phone the browser's lazy loading would
  // fetch (and decode and paint) some 45 of them during the first load, for the 3 on screen.
  const near = useHasComeNear(regionRef, NEAR_SCREEN);
  // The rows take over one by one, each in an idle moment of its own once embla's chunk is in (six rows at once were
  // one long task: their slides, six embla set-ups and their measuring). A transition: React renders it in slices.
  // A row further down waits until it comes near: a phone's lobby took over its four rows below the fold during the
  // first load, each a render of all its slides and an embla set-up (~100 ms at 4x CPU), for rows no one saw yet.
  const due = enhance && (priority || near);
  useEffect(
    () =>
      due
        ? whenIdleInTurn(async () => {
            await loadEngine();
            startTransition(() => setTakenOver(viewportRef.current));
          })
        : undefined,
    [due],
  );
  const onReady = useCallback((next: CarouselHandle | null) => setHandle(next), []);

  // Without embla the buttons scroll the native row by a screenful, along the reading direction.
  const page = (forward: boolean) => {
    if (handle) return forward ? handle.next() : handle.prev();
    const sign = (forward ? 1 : -1) * (direction === "rtl" ? -1 : 1);
    const row = viewportRef.current;
    row?.scrollBy({ left: sign * row.clientWidth });
  };
  const count = games.length;
  const [first] = useState(firstScreenSlides);
  const shown = takenOver || !enhance ? games : games.slice(0, first);

  return (
    <section ref={regionRef} className={styles.region} aria-roledescription={t`carousel`} aria-labelledby={headingId}>
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
      <div ref={viewportRef} className={styles.viewport} data-enhanced={handle ? "" : undefined} {...slideEvents}>
        <div className={styles.track} aria-live={running ? "off" : "polite"}>
          {shown.map((game, index) => {
            const position = index + 1;
            return (
              <div key={game.slug} className={styles.slide} role="group" aria-roledescription={t`slide`} aria-label={t`${position} of ${count}`}>
                <GameTile game={game} priority={priority && index < PRIORITY_TILES} imageHeld={!near && !priority} paced={!priority} />
              </div>
            );
          })}
        </div>
      </div>
      {takenOver ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={takenOver} direction={direction} running={running && onScreen} onReady={onReady} onEdges={setEdges} />
        </Suspense>
      ) : null}
    </section>
  );
}
