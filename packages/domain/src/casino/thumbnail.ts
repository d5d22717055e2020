/**
 * A tile's thumbnail is 4:3. Its own module: the lobby's tiles measure their caption with it, without the virtualised
 * grid's arithmetic (grid-window.ts) in the first download.
 */
export const gridThumbnailHeight = (tileWidth: number): number => (tileWidth * 3) / 4;
