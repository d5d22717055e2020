import { assignInlineVars } from "@vanilla-extract/dynamic";
import * as styles from "./Skeleton.css.ts";

export const skeletonShapes = ["text", "rect", "circle"] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** A CSS length; text lines default to the full width, a circle to 2.5rem. */
  width?: string;
  /** A CSS length for rects; text follows the font size and circles their width. */
  height?: string;
  /** For text: the number of lines, the last one shorter like a paragraph's. */
  lines?: number;
  /**
   * No shimmer of its own: for the minor parts of a larger placeholder whose main block shimmers (a tile's name and
   * provider lines under its shimmering image), so a screen of placeholders starts a third of the animations.
   */
  still?: boolean;
}

const defaultWidth: Record<SkeletonShape, string> = { text: "100%", rect: "100%", circle: "2.5rem" };

/** A placeholder while content loads; hidden from screen readers, which should hear a busy region instead. */
export function Skeleton({ shape = "text", width, height = "8rem", lines = 1, still = false }: SkeletonProps) {
  const outerWidth = width ?? defaultWidth[shape];
  if (shape !== "text" || lines <= 1) {
    return (
      <span
        className={styles.skeleton({ shape, still })}
        style={assignInlineVars({ [styles.width]: outerWidth, [styles.height]: height })}
        aria-hidden="true"
        data-skeleton={shape}
        data-still={still ? "" : undefined}
      />
    );
  }
  return (
    <span
      className={styles.lines}
      style={assignInlineVars({ [styles.width]: outerWidth })}
      aria-hidden="true"
      data-skeleton={shape}
    >
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={styles.skeleton({ shape, still })}
          style={assignInlineVars({ [styles.width]: index === lines - 1 ? "60%" : "100%", [styles.height]: height })}
        />
      ))}
    </span>
  );
}
