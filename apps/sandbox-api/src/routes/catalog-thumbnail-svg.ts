import { hashString } from "../db/seeds/catalog-random.ts";

export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_HEIGHT = 300;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** "Golden Dragons Deluxe" -> "GD"; digits and symbols are skipped. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join("");
}

type Hsl = { hue: number; saturation: number; lightness: number };

/**
 * What a slug's tile looks like, whichever format draws it: a diagonal gradient between two hues (saturation and
 * lightness in percent), mirrored or not, and a faint disc near the top right corner.
 */
export function tileDesign(slug: string): { from: Hsl; to: Hsl; mirrored: boolean; disc: { x: number; y: number; radius: number } } {
  const hash = hashString(slug);
  const hue = hash % 360;
  return {
    from: { hue, saturation: 70, lightness: 45 },
    to: { hue: (hue + 40 + ((hash >>> 9) % 100)) % 360, saturation: 75, lightness: 22 },
    mirrored: (hash >>> 17) % 2 === 1,
    disc: { x: THUMBNAIL_WIDTH * 0.82, y: THUMBNAIL_HEIGHT * 0.2, radius: 60 + (hash % 50) },
  };
}

const hsl = ({ hue, saturation, lightness }: Hsl) => `hsl(${hue}, ${saturation}%, ${lightness}%)`;

/** A 4:3 tile: a diagonal gradient whose hues come from the slug, the initials large, the studio small. */
export function thumbnailSvg(game: { slug: string; name: string; provider: string }): string {
  const { from, to, mirrored, disc } = tileDesign(game.slug);
  const angle = mirrored ? 'x1="1" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" ${angle}><stop offset="0" stop-color="${hsl(from)}"/><stop offset="1" stop-color="${hsl(to)}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${disc.x}" cy="${disc.y}" r="${disc.radius}" fill="#fff" fill-opacity="0.08"/>
<text x="50%" y="52%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-size="120" font-weight="700" fill="#fff" fill-opacity="0.92">${escapeXml(initialsOf(game.name))}</text>
<text x="50%" y="88%" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="#fff" fill-opacity="0.8">${escapeXml(game.provider)}</text>
</svg>`;
}
