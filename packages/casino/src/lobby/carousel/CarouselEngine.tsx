import { useEffect, useMemo, useRef, useState } from "react";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import { firstVisibleSlide } from "@casino/domain";
import { media } from "@casino/ui-kit/theme";
import { AUTOPLAY_DELAY_MS, type CarouselEngineProps } from "./carousel-engine-types.ts";

type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

/** The slide the native scroller shows now; the scroller is then reset, since embla moves the track itself. */
function takeOverScroll(viewport: HTMLElement): number {
  const slides = viewport.firstElementChild?.children ?? [];
  const [first, second] = [slides[0] as HTMLElement | undefined, slides[1] as HTMLElement | undefined];
  const step = first && second ? Math.abs(second.offsetLeft - first.offsetLeft) : 0;
  const index = firstVisibleSlide(viewport.scrollLeft, step, slides.length);
  viewport.scrollTo({ left: 0, behavior: "instant" });
  return index;
}

// embla animates every move; with reduced motion it jumps instead (also when the player starts autoplay anyway).
const jump = () => window.matchMedia(media.reducedMotion).matches;

function setAutoplay(api: EmblaApi, on: boolean): void {
  const autoplay = api.plugins().autoplay;
  // The plugin stays inert on a row that fits (one snap); calling it then would fail.
  if (!autoplay || api.scrollSnapList().length <= 1) return;
  if (on) autoplay.play(jump());
  else autoplay.stop();
}

/**
 * Loaded on idle after first paint (its own chunk with embla): turns the native row into an embla carousel with
 * autoplay. One slide per swipe on phones, a page per button press on wider screens.
 */
export default function CarouselEngine({ viewport, direction, running, onReady, onEdges }: CarouselEngineProps) {
  const [startIndex] = useState(() => takeOverScroll(viewport));
  const options = useMemo(
    () => ({
      direction,
      startIndex,
      align: "start" as const,
      skipSnaps: false,
      slidesToScroll: "auto" as const,
      breakpoints: { [media.mobile]: { slidesToScroll: 1 } },
    }),
    [direction, startIndex],
  );
  // The plugin stops on a drag; we resume it ourselves only if the player still wants it (see pointerUp below).
  const [plugins] = useState(() => [
    Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  ]);
  const [attach, api] = useEmblaCarousel(options, plugins);
  const runningRef = useRef(running);

  useEffect(() => attach(viewport), [attach, viewport]);

  // embla positions the track by transform; a native scroll of the clipped viewport (scrollIntoView, find in page)
  // would offset it for good, so it is undone at once.
  useEffect(() => {
    const reset = () => {
      if (viewport.scrollLeft !== 0) viewport.scrollTo({ left: 0, behavior: "instant" });
    };
    viewport.addEventListener("scroll", reset, { passive: true });
    return () => viewport.removeEventListener("scroll", reset);
  }, [viewport]);

  useEffect(() => {
    if (!api) return;
    const edges = () => onEdges({ canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
    const resume = () => setAutoplay(api, runningRef.current);
    // A resize (images, fonts, rotation) re-initialises embla and its plugins, which stops autoplay: start it again.
    const reInit = () => {
      edges();
      resume();
    };
    edges();
    api.on("select", edges).on("reInit", reInit).on("pointerUp", resume);
    onReady({ prev: () => api.scrollPrev(jump()), next: () => api.scrollNext(jump()) });
    return () => {
      api.off("select", edges).off("reInit", reInit).off("pointerUp", resume);
      onReady(null);
    };
  }, [api, onReady, onEdges]);

  useEffect(() => {
    runningRef.current = running;
    if (api) setAutoplay(api, running);
  }, [api, running]);

  return null;
}
