/**
 * Thumbnails that start loading while the page scrolls, released a few per animation frame instead of a row at once.
 *
 * Each thumbnail that arrives costs the main thread a task of its own (the loader hands the bytes to the image and
 * the image tells its layout object, ~2.5 ms at CPU x4); a grid row or carousel that comes into reach asks for eight
 * or more at the same moment, and their arrivals then land together in front of one frame. Released a few per frame,
 * they arrive spread over the next frames. An image whose tile has gone (a row that scrolled past before its turn)
 * is dropped from the queue and never asked for.
 */

/** Thumbnails released per animation frame: a desktop row of six in three frames, ~120 a second at 60 fps. */
export const THUMBNAILS_PER_FRAME = 2;

type Frame = (callback: () => void) => unknown;

export type ThumbnailPacer = {
  /** Queues the image to get `src`; the returned function takes it out of the queue (when the tile unmounts). */
  request: (image: HTMLImageElement, src: string) => () => void;
  /** Images waiting for their turn. */
  pending: () => number;
};

export function createThumbnailPacer(nextFrame: Frame, perFrame = THUMBNAILS_PER_FRAME): ThumbnailPacer {
  const queue = new Map<HTMLImageElement, string>();
  let scheduled = false;
  const release = () => {
    scheduled = false;
    let released = 0;
    for (const [image, src] of queue) {
      if (released === perFrame) break;
      queue.delete(image);
      if (!image.isConnected) continue;
      image.src = src;
      released++;
    }
    schedule();
  };
  const schedule = () => {
    if (scheduled || queue.size === 0) return;
    scheduled = true;
    nextFrame(release);
  };
  return {
    request(image, src) {
      queue.set(image, src);
      schedule();
      return () => {
        queue.delete(image);
      };
    },
    pending: () => queue.size,
  };
}

let shared: ThumbnailPacer | undefined;

/** The page's one pacer, on requestAnimationFrame. */
export function thumbnailPacer(): ThumbnailPacer {
  shared ??= createThumbnailPacer((callback) => requestAnimationFrame(callback));
  return shared;
}
