import { iconSize } from "./Icon.css.ts";
import { iconPaths, type IconName } from "./icon-paths.ts";

export const iconSizes = ["sm", "md", "lg"] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  name: IconName;
  size?: IconSize;
}

/** A decorative icon: hidden from assistive technology, so the surrounding control must carry the name. */
export function Icon({ name, size = "md" }: IconProps) {
  return (
    <svg
      className={iconSize[size]}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
