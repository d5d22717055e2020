import { iconPaths, type IconName } from "./icon-paths.ts";

/**
 * An icon as a CSS mask image: the same 24×24 stroke path the Icon component draws, as a data URL. Evaluated at
 * build time by vanilla-extract (a .css.ts file), so it costs no script. Painted through `background: currentColor`,
 * it follows the text colour as the SVG does.
 */
export function iconMaskImage(name: IconName): string {
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' " +
    `stroke-linecap='round' stroke-linejoin='round'><path d='${iconPaths[name]}'/></svg>`;
  // Only the characters a quoted data URL cannot hold are escaped: spaces and quotes stay, keeping the CSS small.
  return `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}")`;
}
