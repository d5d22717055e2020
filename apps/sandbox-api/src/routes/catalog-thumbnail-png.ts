import { crc32, deflateSync } from "node:zlib";
import { initialsOf, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, tileDesign } from "./catalog-thumbnail-svg.ts";
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphsOf } from "./thumbnail-font.ts";

function hslToRgb({ hue, saturation: s, lightness: l }: { hue: number; saturation: number; lightness: number }): [number, number, number] {
  const [saturation, lightness] = [s / 100, l / 100];
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** An RGB canvas whose rows are stored as PNG scanlines (a filter byte, then the pixels). */
class Canvas {
  readonly stride = THUMBNAIL_WIDTH * 3 + 1;
  readonly data = Buffer.alloc(this.stride * THUMBNAIL_HEIGHT);

  set(x: number, y: number, r: number, g: number, b: number): void {
    const at = y * this.stride + 1 + x * 3;
    this.data[at] = Math.round(r);
    this.data[at + 1] = Math.round(g);
    this.data[at + 2] = Math.round(b);
  }

  /** Mixes white into a pixel: `amount` 0 leaves it, 1 makes it white. */
  lighten(x: number, y: number, amount: number): void {
    const at = y * this.stride + 1 + x * 3;
    for (let i = at; i < at + 3; i++) this.data[i] = Math.round(this.data[i]! + (255 - this.data[i]!) * amount);
  }

  /** Draws a text in the bitmap font, centred on `centreX`, its top at `top`, each cell `scale` pixels wide. */
  text(text: string, centreX: number, top: number, scale: number, opacity: number): void {
    const glyphs = glyphsOf(text);
    const advance = (GLYPH_WIDTH + 1) * scale;
    const left = Math.round(centreX - (glyphs.length * advance - scale) / 2);
    glyphs.forEach((rows, index) => {
      rows.forEach((cells, row) =>
        cells.forEach((drawn, column) => {
          if (!drawn) return;
          const x0 = left + index * advance + column * scale;
          const y0 = top + row * scale;
          for (let y = Math.max(0, y0); y < Math.min(THUMBNAIL_HEIGHT, y0 + scale); y++)
            for (let x = Math.max(0, x0); x < Math.min(THUMBNAIL_WIDTH, x0 + scale); x++) this.lighten(x, y, opacity);
        }),
      );
    });
  }
}

function pngChunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

function encodePng(canvas: Canvas): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(THUMBNAIL_WIDTH, 0);
  header.writeUInt32BE(THUMBNAIL_HEIGHT, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(canvas.data)), pngChunk("IEND", Buffer.alloc(0))]);
}

/**
 * The same 4:3 tile as thumbnailSvg (the slug's two hues on a diagonal, a faint disc, the initials large and the
 * studio small), as a PNG: real providers' thumbnails are raster images, which browsers decode off the main thread,
 * while an SVG image is parsed and painted on it (~5 ms a tile at 4x CPU in the lobby bench).
 */
export function thumbnailPng(game: { slug: string; name: string; provider: string }): Buffer {
  const cached = drawn.get(game.slug);
  if (cached) return cached;
  const png = drawPng(game);
  if (drawn.size >= CACHE_SIZE) drawn.delete(drawn.keys().next().value!);
  drawn.set(game.slug, png);
  return png;
}

/** Drawing a tile takes ~10 ms; the lobby asks for about eighty at once, so the last ones drawn are kept (~10 KB each). */
const CACHE_SIZE = 1_000;
const drawn = new Map<string, Buffer>();

function drawPng(game: { slug: string; name: string; provider: string }): Buffer {
  const design = tileDesign(game.slug);
  const [from, to, mirrored] = [hslToRgb(design.from), hslToRgb(design.to), design.mirrored];
  const canvas = new Canvas();
  for (let y = 0; y < THUMBNAIL_HEIGHT; y++)
    for (let x = 0; x < THUMBNAIL_WIDTH; x++) {
      const t = ((mirrored ? THUMBNAIL_WIDTH - x : x) / THUMBNAIL_WIDTH + y / THUMBNAIL_HEIGHT) / 2;
      canvas.set(x, y, from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t);
    }
  const [discX, discY, radius] = [Math.round(design.disc.x), Math.round(design.disc.y), design.disc.radius];
  for (let y = Math.max(0, discY - radius); y <= Math.min(THUMBNAIL_HEIGHT - 1, discY + radius); y++)
    for (let x = Math.max(0, discX - radius); x <= Math.min(THUMBNAIL_WIDTH - 1, discX + radius); x++)
      if ((x - discX) ** 2 + (y - discY) ** 2 <= radius ** 2) canvas.lighten(x, y, 0.08);
  canvas.text(initialsOf(game.name), THUMBNAIL_WIDTH / 2, 100, 15, 0.92);
  const studioScale = glyphsOf(game.provider).length * (GLYPH_WIDTH + 1) * 3 <= THUMBNAIL_WIDTH - 40 ? 3 : 2;
  canvas.text(game.provider, THUMBNAIL_WIDTH / 2, THUMBNAIL_HEIGHT - 24 - GLYPH_HEIGHT * studioScale, studioScale, 0.8);
  return encodePng(canvas);
}
